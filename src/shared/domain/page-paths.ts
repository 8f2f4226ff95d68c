/**
 * Every page the client renders, by name: the one list of page addresses. The client router
 * builds its routes from it, every link and navigation in the client is typed against it, and
 * the server answers these paths with 200 and any other page address with 404.
 */
export const pages = {
  home: "/",
  impressum: "/impressum",
  agb: "/agb",
  privacy: "/datenschutz",
  cookiePolicy: "/cookie-richtlinie",
  accessibility: "/barrierefreiheit",
  contact: "/contact",
  pricing: "/pricing",
  consultants: "/berater",
  /** A consultant's own page; the server answers 404 for a slug no listed consultant has. */
  consultantProfile: "/berater/:slug",
  reviewRules: "/so-pruefen-wir-bewertungen",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  register: "/register",
  signup: "/signup",
  simpleRegistration: "/registrieren",
  profile: "/profile",
  credits: "/credits",
  spending: "/ausgabenlimit",
  horoscopes: "/horoskope",
  horoscopeUnsubscribe: "/horoskop-abbestellen",
  /** The unsubscribe link of an availability mail; needs no login (docs/decisions/0042). */
  alertUnsubscribe: "/benachrichtigung-abbestellen",
  /** The confirmation link of the account's address; needs no login (docs/decisions/0051). */
  emailConfirmation: "/e-mail-bestaetigen",
  subscribe: "/subscribe",
  subscriptionSuccess: "/subscription/success",
  subscriptionCancel: "/subscription/cancel",
  cardRedirect: "/maxpay-redirect",
  admin: "/admin",
  adminCardTest: "/admin-maxpay-test",
  cancellation: "/kuendigen",
  withdrawal: "/widerrufen",
  declarationLink: "/erklaerung-bestaetigen",
  birthDate: "/geburtsdatum",
} as const;

export type PageName = keyof typeof pages;
export type PagePath = (typeof pages)[PageName];
/** A page path without parameters: one address, which a link can name as it is. */
export type FixedPagePath = Exclude<PagePath, `${string}:${string}`>;

/** The page paths as a list, in the order above. */
export const pageRoutes: readonly PagePath[] = Object.values(pages);

/**
 * Addresses the navigation links to before their pages exist (none at present). They are not
 * pages: the server answers them with 404 and the client shows its not-found page until a page
 * for them is added to `pages`.
 */
export const plannedPaths = [] as const;

export type PlannedPath = (typeof plannedPaths)[number];

/**
 * Where a link or a navigation may lead: a page, optionally with a query or a fragment, or a
 * planned address. Anything else, a mistyped or removed page, is a type error.
 */
export type LinkTarget =
  | FixedPagePath
  | `${FixedPagePath}?${string}`
  | `${FixedPagePath}#${string}`
  | PlannedPath
  | ConsultantPagePath
  | `${ConsultantPagePath}#${string}`;

/** A consultant's own page, /berater/<slug> (docs/decisions/0040-verified-reviews.md). */
export type ConsultantPagePath = `/berater/${string}`;

/** Whether a page's path holds parameters (":slug"), so that the server must ask whether the address exists. */
export function isPagePattern(path: string): boolean {
  return path.includes("/:");
}

export function consultantPagePath(slug: string): ConsultantPagePath {
  return `/berater/${encodeURIComponent(slug)}`;
}
