import { berlinMonthOf, formatMonth } from "../../../shared/domain/horoscope-month.ts";
import { NavLink } from "../../lib/navigation.tsx";
import { navLinkClass } from "./nav-link-class.ts";

/**
 * "Ihr Horoskop für November 2026": the month is left out of the visible text only where the
 * bar is narrow (md to xl); the link's name always carries it.
 */
export function HoroscopeLink() {
  const month = formatMonth(berlinMonthOf(new Date()));
  return (
    <NavLink to="/horoskope" className={navLinkClass} aria-label={`Ihr Horoskop für ${month}`}>
      <span className="md:max-lg:hidden">Ihr </span>Horoskop<span className="md:max-xl:hidden"> für {month}</span>
    </NavLink>
  );
}
