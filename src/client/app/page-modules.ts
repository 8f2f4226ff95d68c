import type { ComponentType } from "react";
import { matchRoutes } from "react-router";
import { pages, type PageName } from "../../shared/domain/page-paths.ts";

type PageModule = { default: ComponentType };

/** A page of the shared list, or the not-found page every other address shows. */
export type PageKey = PageName | "notFound";

// Every page is its own chunk; a page module default-exports its component. The record is
// keyed by the shared page list, so a page added there without a module here (or a module
// for a page that is not there) does not compile.
const pageModules: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import("./routes/home-page.tsx"),
  impressum: () => import("./routes/impressum-page.tsx"),
  agb: () => import("./routes/agb-page.tsx"),
  privacy: () => import("./routes/privacy-page.tsx"),
  cookiePolicy: () => import("./routes/cookie-policy-page.tsx"),
  accessibility: () => import("./routes/accessibility-page.tsx"),
  contact: () => import("./routes/contact-page.tsx"),
  pricing: () => import("./routes/pricing-page.tsx"),
  consultants: () => import("./routes/consultants-page.tsx"),
  consultantProfile: () => import("./routes/consultant-profile-page.tsx"),
  reviewRules: () => import("./routes/review-rules-page.tsx"),
  login: () => import("./routes/login-page.tsx"),
  forgotPassword: () => import("./routes/forgot-password-page.tsx"),
  resetPassword: () => import("./routes/reset-password-page.tsx"),
  register: () => import("./routes/register-page.tsx"),
  signup: () => import("./routes/register-page.tsx"),
  simpleRegistration: () => import("./routes/simple-registration-page.tsx"),
  profile: () => import("./routes/profile-page.tsx"),
  credits: () => import("./routes/credits-page.tsx"),
  spending: () => import("./routes/spending-limit-page.tsx"),
  horoscopes: () => import("./routes/horoscopes-page.tsx"),
  horoscopeUnsubscribe: () => import("./routes/horoscope-unsubscribe-page.tsx"),
  alertUnsubscribe: () => import("./routes/alert-unsubscribe-page.tsx"),
  emailConfirmation: () => import("./routes/email-confirmation-page.tsx"),
  subscribe: () => import("./routes/subscribe-page.tsx"),
  subscriptionSuccess: () => import("./routes/subscription-success-page.tsx"),
  subscriptionCancel: () => import("./routes/subscription-cancel-page.tsx"),
  cardRedirect: () => import("./routes/card-redirect-page.tsx"),
  admin: () => import("./routes/admin-page.tsx"),
  adminCardTest: () => import("./routes/admin-card-test-page.tsx"),
  cancellation: () => import("./routes/cancellation-page.tsx"),
  withdrawal: () => import("./routes/withdrawal-page.tsx"),
  declarationLink: () => import("./routes/confirm-link-page.tsx"),
  birthDate: () => import("./routes/birth-date-page.tsx"),
  notFound: () => import("./routes/not-found-page.tsx"),
};

/**
 * A page module's load, marked the way React's `use` reads a promise: once it has settled, a
 * render takes the module at once instead of suspending. That is what lets a prerendered page
 * hydrate (and the build render it) without passing through an empty fallback.
 */
type PageLoad = Promise<PageModule> & { status?: "fulfilled" | "rejected"; value?: PageModule; reason?: unknown };

const loads = new Map<PageKey, PageLoad>();

/**
 * The load of a page's module, started on the first call. A failed load stays failed, so that
 * the page's error boundary shows it (a render that started it again would wait for ever);
 * `startPageLoad` tries again on the next visit.
 */
export function loadPage(page: PageKey): Promise<PageModule> {
  return loads.get(page) ?? startLoad(page);
}

/** Called when the address changes to a page: joins its load, or starts it afresh after a failed one. */
export function startPageLoad(page: PageKey): Promise<PageModule> {
  const known = loads.get(page);
  return known && known.status !== "rejected" ? known : startLoad(page);
}

function startLoad(page: PageKey): PageLoad {
  const load: PageLoad = pageModules[page]();
  loads.set(page, load);
  load.then(
    (module) => {
      load.status = "fulfilled";
      load.value = module;
    },
    (error: unknown) => {
      load.status = "rejected";
      load.reason = error;
    },
  );
  return load;
}

const pagePaths = (Object.keys(pages) as PageName[]).map((page) => ({ id: page, path: pages[page] }));

/** The page an address shows, matched the way the router matches it. */
export function pageFor(pathname: string): PageKey {
  return (matchRoutes(pagePaths, pathname)?.at(-1)?.route.id as PageName | undefined) ?? "notFound";
}
