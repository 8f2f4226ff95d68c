import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// A member's "Anrufen" on each card says to a screen reader whom it calls, as the call guide on
// the profile does: a list of fourteen links all named "Anrufen" tells nothing apart.

for (const { width, role } of [
  { width: 375, role: "link" },
  { width: 1280, role: "button" },
] as const) {
  test(`at ${width} px every member's "Anrufen" on /berater names its consultant`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, await newMember());
    await page.goto("/berater");
    const faces = page.getByRole("article").locator('[aria-hidden="false"]');
    await expect(faces.first().getByRole(role, { name: /^Anrufen/ })).toBeVisible();
    const count = await page.getByRole("article").count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      const card = page.getByRole("article").nth(i);
      const name = await card.getByRole("heading").first().innerText();
      const call = card.locator('[aria-hidden="false"]').getByRole(role, { name: /^Anrufen/ });
      await expect(call).toHaveAccessibleName(`Anrufen: ${name}`);
    }
  });
}
