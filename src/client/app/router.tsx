import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { pages, type PageName } from "../../shared/domain/page-paths.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { RootErrorBoundary, RouteErrorBoundary } from "./layout/route-error-boundary.tsx";

type PageModule = { default: ComponentType };
type LoadPage = () => Promise<PageModule>;

// Every page is its own chunk; a page module default-exports its component. The record is
// keyed by the shared page list, so a page added there without a module here (or a module
// for a page that is not there) does not compile.
const pageModules: Record<PageName, LoadPage> = {
  home: () => import("./routes/home-page.tsx"),
  impressum: () => import("./routes/impressum-page.tsx"),
  agb: () => import("./routes/agb-page.tsx"),
  privacy: () => import("./routes/privacy-page.tsx"),
  cookiePolicy: () => import("./routes/cookie-policy-page.tsx"),
  contact: () => import("./routes/contact-page.tsx"),
  pricing: () => import("./routes/pricing-page.tsx"),
  consultants: () => import("./routes/consultants-page.tsx"),
  login: () => import("./routes/login-page.tsx"),
  forgotPassword: () => import("./routes/forgot-password-page.tsx"),
  resetPassword: () => import("./routes/reset-password-page.tsx"),
  register: () => import("./routes/register-page.tsx"),
  signup: () => import("./routes/register-page.tsx"),
  simpleRegistration: () => import("./routes/simple-registration-page.tsx"),
  profile: () => import("./routes/profile-page.tsx"),
  credits: () => import("./routes/credits-page.tsx"),
  horoscopes: () => import("./routes/horoscopes-page.tsx"),
  horoscopeUnsubscribe: () => import("./routes/horoscope-unsubscribe-page.tsx"),
  subscribe: () => import("./routes/subscribe-page.tsx"),
  subscriptionSuccess: () => import("./routes/subscription-success-page.tsx"),
  subscriptionCancel: () => import("./routes/subscription-cancel-page.tsx"),
  cardRedirect: () => import("./routes/card-redirect-page.tsx"),
  admin: () => import("./routes/admin-page.tsx"),
  adminCardTest: () => import("./routes/admin-card-test-page.tsx"),
  cancellation: () => import("./routes/cancellation-page.tsx"),
  withdrawal: () => import("./routes/withdrawal-page.tsx"),
  declarationLink: () => import("./routes/confirm-link-page.tsx"),
};

function page(path: string, load: LoadPage): RouteObject {
  return {
    path,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const pageNames = Object.keys(pages) as PageName[];

/** The route tree: the layout around one route per page of the shared list, then the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    // The first page chunk loads quickly; an empty screen beats a flashing placeholder.
    HydrateFallback: () => null,
    children: [
      ...pageNames.map((name) => page(pages[name], pageModules[name])),
      page("*", () => import("./routes/not-found-page.tsx")),
    ],
  },
];

/** Created on demand so that main.tsx can clean the address bar before the router reads it. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/**
 * Loads the lazy modules of the routes the address matches and puts them into the route tree.
 * Before hydrating prerendered HTML: a router still loading them renders its empty fallback,
 * which would not match the HTML.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    if (typeof route.lazy !== "function") continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded, { lazy: undefined });
  }
}
