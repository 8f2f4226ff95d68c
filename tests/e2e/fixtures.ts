import { test as base, expect } from "@playwright/test";

interface Options {
  /**
   * "necessary" stores a "Nur notwendige" choice before the page loads, "all" a choice that
   * allows analytics and marketing; "undecided" leaves the banner up.
   */
  consent: "necessary" | "all" | "undecided";
  /** "seen" stores the home page's onboarding tour as seen before the page loads, so it stays away. */
  onboardingTour: "seen" | "unseen";
  /** Console errors a test expects (matched as substrings); any other one fails the test. */
  allowedConsoleErrors: string[];
  /**
   * Whether the page's live status stream may connect (docs/decisions/0042). Off by default:
   * other tests push statuses of their own consultants at the same time, and every open list
   * would reorder under a test that looks at places, heights or counts. Off, the stream's request
   * is held unanswered, so the page neither gets events nor counts a failure.
   */
  liveStatus: boolean;
}

export const test = base.extend<Options>({
  consent: ["necessary", { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  onboardingTour: ["seen", { option: true }],
  liveStatus: [false, { option: true }],
  page: async ({ page, consent, allowedConsoleErrors, onboardingTour, liveStatus }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A guest's GET /api/auth/me answers 401 by design (no session, no user); Chromium logs every
      // non-2xx fetch as an error, so only that one expected answer is let through.
      const fromAuthCheck = message.location().url.endsWith("/api/auth/me") && message.text().includes("status of 401");
      if (!fromAuthCheck) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The machine has no internet: Google's tag script is answered locally so that its
    // loading (after consent) is observable without a network error.
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "/* tag */" }),
    );
    if (!liveStatus) {
      await page.route("**/api/consultants/status-events**", () => new Promise<void>(() => undefined));
    }
    if (consent !== "undecided") {
      await page.addInitScript((allowed) => {
        if (!window.localStorage.getItem("cookie-consent")) {
          const choice = { version: 1, analytics: allowed, marketing: allowed, decidedAt: new Date().toISOString() };
          window.localStorage.setItem("cookie-consent", JSON.stringify(choice));
        }
      }, consent === "all");
    }
    if (onboardingTour === "seen") {
      await page.addInitScript(() => {
        if (window.localStorage.getItem("onboarding-tour-seen") === null) {
          window.localStorage.setItem("onboarding-tour-seen", "true");
        }
      });
    }
    await use(page);
    const unexpected = errors.filter((e) => !allowedConsoleErrors.some((allowed) => e.includes(allowed)));
    expect(unexpected, "unexpected console errors").toEqual([]);
  },
});

export { expect };
