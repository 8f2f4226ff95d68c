import { pages, type PagePath } from "./page-paths.ts";

/**
 * The public pages built into real HTML ahead of time (docs/decisions/0018-prerendered-public-pages.md),
 * each with the file name the build gives it and the server sends for it.
 */
export const prerenderedPages: ReadonlyArray<{ path: PagePath; file: string }> = [
  { path: pages.home, file: "home.html" },
  { path: pages.consultants, file: "berater.html" },
  // One file for every consultant's page: its loading state, as /berater prerenders its list's.
  { path: pages.consultantProfile, file: "berater-profil.html" },
  { path: pages.reviewRules, file: "so-pruefen-wir-bewertungen.html" },
  { path: pages.pricing, file: "pricing.html" },
  { path: pages.impressum, file: "impressum.html" },
  { path: pages.agb, file: "agb.html" },
  { path: pages.contact, file: "contact.html" },
];

/** The folder of the built client that holds them; the static file handler does not serve it. */
export const prerenderedDir = "prerendered";
