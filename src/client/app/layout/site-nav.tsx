import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { LogOut, Menu, Sparkles, X } from "lucide-react";
import { berlinMonthOf, formatMonth } from "../../../shared/domain/horoscope-month.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { cn } from "../../lib/cn.ts";
import { Link, NavLink, useNavigate } from "../../lib/navigation.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

const links = [
  { to: "/berater", label: "Berater" },
  { to: "/pricing", label: "Preise" },
  { to: "/contact", label: "Kontakt" },
] as const;

const MENU_ID = "hauptmenue";

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
    isActive ? "text-foreground" : "text-muted-foreground",
  );
}

/**
 * "Ihr Horoskop für November 2026": the month is left out of the visible text only where the
 * bar is narrow (md to xl); the link's name always carries it.
 */
function HoroscopeLink() {
  const month = formatMonth(berlinMonthOf(new Date()));
  return (
    <NavLink to="/horoskope" className={navLinkClass} aria-label={`Ihr Horoskop für ${month}`}>
      Ihr Horoskop<span className="md:max-xl:hidden"> für {month}</span>
    </NavLink>
  );
}

/** Signed-in entries or the guest's login button; nothing until the session check has answered. */
function AccountArea() {
  const { user, isLoading, logout } = useAuth();
  const navigate = useNavigate();

  // Rendering nothing while loading keeps a signed-in visitor from seeing "Login" flash up.
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses({ size: "sm" })}>
        Login
      </Link>
    );
  }

  async function signOut(): Promise<void> {
    await logout();
    await navigate("/");
  }

  return (
    // The wrapper pads for the login button; the text links cancel it to line up with the menu links.
    <div className="-mx-3 flex flex-col gap-1 md:mx-0 md:flex-row md:items-center">
      {/* The members' Premium area: what the membership brings besides the cheaper line. */}
      {user.hasActiveSubscription ? <HoroscopeLink /> : null}
      <NavLink to="/credits" className={navLinkClass}>
        Credits
      </NavLink>
      <NavLink to="/profile" className={navLinkClass}>
        Mein Profil
      </NavLink>
      <Button
        variant="outline"
        size="sm"
        className="mx-3 mt-1 self-start md:mx-0 md:mt-0 md:self-auto"
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" />
        Abmelden
      </Button>
    </div>
  );
}

/**
 * Publishes the sticky header's height as --header-height, from which the page's
 * scroll-padding keeps anything scrolled to or focused from ending up under the header. It
 * is measured, because the header wraps on narrow screens and grows with the open menu.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty("--header-height", `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

export function SiteNav() {
  const location = useLocation();
  const { data: config } = useSiteConfig();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  usePublishedHeight(header);

  // Escape closes the open menu and hands the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <nav
        aria-label="Hauptnavigation"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3"
        onBlur={(event) => {
          // Tabbing on into the page closes the open menu, which would otherwise cover it.
          const next = event.relatedTarget;
          if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
        }}
      >
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <Sparkles className="size-5 text-gold" aria-hidden="true" />
          {config?.brandName ?? "Sternenruf"}
        </Link>
        <div className="md:order-last">
          <ThemeToggle />
        </div>
        <button
          ref={toggle}
          type="button"
          className={buttonClasses({ variant: "ghost", size: "icon", className: "md:hidden" })}
          aria-label={open ? "Menü schließen" : "Menü öffnen"}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <div
          id={MENU_ID}
          className={cn(
            "w-full flex-col gap-1 pb-2 md:flex md:w-auto md:flex-row md:items-center md:gap-2 md:pb-0",
            open ? "flex" : "hidden",
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="px-3 pt-2 md:px-0 md:pt-0">
            <AccountArea />
          </div>
        </div>
      </nav>
    </header>
  );
}
