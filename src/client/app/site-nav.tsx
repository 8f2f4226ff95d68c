import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, Sparkles, X } from "lucide-react";
import { buttonClasses } from "../components/ui/button.tsx";
import { cn } from "../lib/cn.ts";
import { useSiteConfig } from "../lib/site-config.ts";
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

/** Guests get the login button; the signed-in entries (Credits, Mein Profil, Abmelden) go here. */
function AccountArea() {
  return (
    <Link to="/login" className={buttonClasses({ size: "sm" })}>
      Login
    </Link>
  );
}

export function SiteNav() {
  const location = useLocation();
  const { data: config } = useSiteConfig();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Hauptnavigation" className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <Sparkles className="size-5 text-gold" aria-hidden="true" />
          {config?.brandName ?? "Sternenruf"}
        </Link>
        <div className="md:order-last">
          <ThemeToggle />
        </div>
        <button
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
