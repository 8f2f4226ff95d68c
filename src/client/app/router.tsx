import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout.tsx";
import { RootErrorBoundary, RouteErrorBoundary } from "./route-error-boundary.tsx";

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
  page("/", () => import("../features/home/home-page.tsx")),
  page("/impressum", () => import("../features/legal/impressum-page.tsx")),
  page("/agb", () => import("../features/legal/agb-page.tsx")),
  page("/contact", () => import("../features/contact/contact-page.tsx")),
  page("/pricing", () => import("../features/pricing/pricing-page.tsx")),
  page("/berater", () => import("../features/consultants/consultants-page.tsx")),
  page("/login", () => import("../features/auth/login-page.tsx")),
  page("/forgot-password", () => import("../features/auth/forgot-password-page.tsx")),
  page("/reset-password", () => import("../features/auth/reset-password-page.tsx")),
  page("/register", () => import("../features/registration/register-page.tsx")),
  page("/signup", () => import("../features/registration/register-page.tsx")),
  page("/registrieren", () => import("../features/registration/simple-registration-page.tsx")),
  page("/profile", () => import("../features/profile/profile-page.tsx")),
  page("/subscribe", () => import("../features/subscribe/subscribe-page.tsx")),
  page("/subscription/success", () => import("../features/subscription-result/success-page.tsx")),
  page("/subscription/cancel", () => import("../features/subscription-result/cancel-page.tsx")),
  page("/maxpay-redirect", () => import("../features/card-redirect/card-redirect-page.tsx")),
  page("/admin-maxpay-test", () => import("../features/admin-card-test/admin-card-test-page.tsx")),
  page("/kuendigen", () => import("../features/contract-declarations/cancellation-page.tsx")),
  page("/widerrufen", () => import("../features/contract-declarations/withdrawal-page.tsx")),
  page("/erklaerung-bestaetigen", () => import("../features/contract-declarations/confirm-link-page.tsx")),
  page("*", () => import("../features/not-found/not-found-page.tsx")),
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
