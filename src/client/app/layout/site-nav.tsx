import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { LogOut, Menu, Sparkles, UserRound, X } from "lucide-react";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { cn } from "../../lib/cn.ts";
import { Link, NavLink, useNavigate } from "../../lib/navigation.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { LazyThemeToggle } from "./lazy-theme-toggle.tsx";
import { navLinkClass } from "./nav-link-class.ts";

// Only members see it: its month formatting loads for them, not in every visitor's first load
// (scripts/check-budgets.ts).
const HoroscopeLink = lazy(() => import("./horoscope-link.tsx").then((m) => ({ default: m.HoroscopeLink })));

const links = [
  { to: "/berater", label: "Berater" },
  { to: "/pricing", label: "Preise" },
  { to: "/contact", label: "Kontakt" },
] as const;

const MENU_ID = "hauptmenue";

/**
 * Below 768 px the bar itself holds the way into the account: Login for guests, the profile for
 * everyone signed in; the menu then leaves them out, so each exists once at any width.
 */
function AccountShortcut() {
  const { user, isLoading } = useAuth();
  if (isLoading || user?.secondFactorRequired) return null;
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses({ size: "sm", className: "md:hidden" })}>
        Login
      </Link>
    );
  }
  return (
    <NavLink to="/profile" className={buttonClasses({ variant: "outline", size: "sm", className: "md:hidden" })}>
      <UserRound aria-hidden="true" />
      Mein Profil
    </NavLink>
  );
}

/**
 * Signed-in entries or the guest's login button; nothing until the session check has answered.
 * While the administrator's second factor is pending the session is not a login yet: only
 * "Abmelden", to give it up.
 */
function AccountArea() {
  const { user, isLoading, logout } = useAuth();
  const navigate = useNavigate();

  // Rendering nothing while loading keeps a signed-in visitor from seeing "Login" flash up.
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses({ size: "sm", className: "max-md:hidden" })}>
        Login
      </Link>
    );
  }

  async function signOut(): Promise<void> {
    await logout();
    await navigate("/");
  }

  const signedIn = !user.secondFactorRequired;
  return (
    // The wrapper pads for the login button; the text links cancel it to line up with the menu links.
    <div className="-mx-3 flex flex-col gap-1 md:mx-0 md:flex-row md:items-center">
      {signedIn ? (
        <>
          {/* The members' Premium area: what the membership brings besides the cheaper line. */}
          {user.hasActiveSubscription ? (
            <Suspense fallback={null}>
              <HoroscopeLink />
            </Suspense>
          ) : null}
          <NavLink to="/credits" className={navLinkClass}>
            Credits
          </NavLink>
          <NavLink to="/profile" className={(state) => cn(navLinkClass(state), "max-md:hidden")}>
            Mein Profil
          </NavLink>
          {/* A member's bar has room for "Limit" only up to 1535 px, and for nothing more between 768 and
              1023 px, where the profile leads there. */}
          <NavLink to="/ausgabenlimit" className={(state) => cn(navLinkClass(state), "md:max-lg:hidden")}>
            <span className="md:max-2xl:hidden">Ausgabenlimit</span>
            <span className="hidden md:max-2xl:inline">Limit</span>
          </NavLink>
          {user.id === ADMIN_USER_ID ? (
            <NavLink to="/admin" className={navLinkClass}>
              Admin
            </NavLink>
          ) : null}
        </>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="mx-3 mt-1 self-start md:mx-0 md:mt-0 md:self-auto md:max-lg:px-2"
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" />
        {/* Between 768 and 1023 px only the icon shows; the name stays for screen readers. */}
        <span className="md:max-lg:sr-only">Abmelden</span>
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
      className={cn(
        "sticky top-0 z-40 border-b border-border",
        // The open menu covers the page: nothing may shine through it.
        open ? "bg-background" : "bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70",
      )}
    >
      <nav
        aria-label="Hauptnavigation"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 md:flex-nowrap md:max-lg:gap-2"
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
        <AccountShortcut />
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
            "w-full flex-col gap-1 pb-2 md:flex md:w-auto md:flex-row md:items-center md:gap-2 md:pb-0 md:max-lg:gap-1",
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
          {/* In the menu below 768 px, at the end of the bar above. */}
          <div className="flex items-center gap-3 px-3 pt-3 md:px-0 md:pt-0">
            <span className="text-sm text-muted-foreground md:hidden" aria-hidden="true">
              Farbschema
            </span>
            <LazyThemeToggle />
          </div>
        </div>
      </nav>
    </header>
  );
}
