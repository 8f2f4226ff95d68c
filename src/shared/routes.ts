/** Page paths the client renders; the server answers 200 for these and 404 for the rest. */
export const pageRoutes = [
  "/",
  "/impressum",
  "/agb",
  "/contact",
  "/pricing",
  "/berater",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/register",
  "/signup",
  "/registrieren",
  "/profile",
  "/subscribe",
  "/subscription/success",
  "/subscription/cancel",
  "/maxpay-redirect",
  "/admin-maxpay-test",
  "/kuendigen",
  "/widerrufen",
  "/erklaerung-bestaetigen",
] as const;

export type PageRoute = (typeof pageRoutes)[number];
