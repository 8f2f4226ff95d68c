import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout.tsx";
import { RootErrorBoundary, RouteErrorBoundary } from "./layout/route-error-boundary.tsx";

type PageModule = { default: ComponentType };

// Every page is its own chunk; a page module default-exports its component.
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const pages: RouteObject[] = [
  page("/", () => import("./routes/home-page.tsx")),
  page("/impressum", () => import("./routes/impressum-page.tsx")),
  page("/agb", () => import("./routes/agb-page.tsx")),
  page("/contact", () => import("./routes/contact-page.tsx")),
  page("/pricing", () => import("./routes/pricing-page.tsx")),
  page("/berater", () => import("./routes/consultants-page.tsx")),
  page("/login", () => import("./routes/login-page.tsx")),
  page("/forgot-password", () => import("./routes/forgot-password-page.tsx")),
  page("/reset-password", () => import("./routes/reset-password-page.tsx")),
  page("/register", () => import("./routes/register-page.tsx")),
  page("/signup", () => import("./routes/register-page.tsx")),
  page("/registrieren", () => import("./routes/simple-registration-page.tsx")),
  page("/profile", () => import("./routes/profile-page.tsx")),
  page("/subscribe", () => import("./routes/subscribe-page.tsx")),
  page("/subscription/success", () => import("./routes/subscription-success-page.tsx")),
  page("/subscription/cancel", () => import("./routes/subscription-cancel-page.tsx")),
  page("/maxpay-redirect", () => import("./routes/card-redirect-page.tsx")),
  page("/admin-maxpay-test", () => import("./routes/admin-card-test-page.tsx")),
  page("/kuendigen", () => import("./routes/cancellation-page.tsx")),
  page("/widerrufen", () => import("./routes/withdrawal-page.tsx")),
  page("/erklaerung-bestaetigen", () => import("./routes/confirm-link-page.tsx")),
  page("*", () => import("./routes/not-found-page.tsx")),
];

/** Created on demand so that main.tsx can clean the address bar before the router reads it. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // The first page chunk loads quickly; an empty screen beats a flashing placeholder.
      HydrateFallback: () => null,
      children: pages,
    },
  ]);
}
