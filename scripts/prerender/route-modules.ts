import type { PagePath } from "../../src/shared/domain/page-paths.ts";

/**
 * The lazy route module of each prerendered page, as Vite's manifest names it (the client
 * `pageModules` in src/client/app/page-modules.ts): the build preloads it with the page, and
 * the budget check counts it into the page's first load.
 */
export const routeModules: Partial<Record<PagePath, string>> = {
  "/": "app/routes/home-page.tsx",
  "/berater": "app/routes/consultants-page.tsx",
  "/berater/:slug": "app/routes/consultant-profile-page.tsx",
  "/so-pruefen-wir-bewertungen": "app/routes/review-rules-page.tsx",
  "/pricing": "app/routes/pricing-page.tsx",
  "/impressum": "app/routes/impressum-page.tsx",
  "/agb": "app/routes/agb-page.tsx",
  "/contact": "app/routes/contact-page.tsx",
};
