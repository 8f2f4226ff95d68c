import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";
import { fillSignup, signupForm, uniqueSignup } from "./payments.ts";

// The registration's address is confirmed by the mailed link (docs/decisions/0051).
const notice = "E-Mail-Adresse noch nicht bestätigt";

/** The path and query of the newest confirmation link mailed to `address` after `seen`. */
async function confirmationLink(address: string, seen: Set<string>): Promise<string> {
  const mail = await waitForMailTo(address, seen);
  const link = /https?:\/\/[^\s/]+(\/e-mail-bestaetigen\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!link) throw new Error(`no confirmation link in the mail to ${address}:\n${mail}`);
  return link;
}

test("a new account sees the notice on /profile until the mailed link confirms its address", async ({ page }) => {
  const values = uniqueSignup();
  const seen = await outboxSnapshot();
  await page.goto("/register");
  await fillSignup(page, values);
  const form = signupForm(page);
  await form.submit.click();
  await expect(form.payment).toBeVisible();
  const firstLink = await confirmationLink(values.email, seen);

  await loginAs(page, values);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: notice });
  await expect(section).toContainText(
    "Bis dahin senden wir Ihnen nur Mitteilungen zu Ihrem Vertrag und Ihren Zahlungen",
  );
  await expect(section).toContainText(values.email);

  // A new link replaces the first one.
  const beforeResend = await outboxSnapshot();
  await section.getByRole("button", { name: "Link erneut senden" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Wir haben Ihnen einen neuen Bestätigungslink geschickt. Er ist 7 Tage gültig.",
  );
  const newLink = await confirmationLink(values.email, beforeResend);
  expect(newLink).not.toBe(firstLink);

  await page.goto(newLink);
  await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigen" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab jetzt erhalten Sie alle Mitteilungen, die Sie gewählt haben.",
  );
  await page.getByRole("link", { name: "Zu Ihrem Profil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Persönliche Daten" })).toBeVisible();
  await expect(page.getByRole("region", { name: notice })).toHaveCount(0);
});

test.describe("a link already used", () => {
  // The refused link is answered 400 on purpose.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("a spent link says so, without a login", async ({ page }) => {
    await page.goto("/e-mail-bestaetigen?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    await expect(page.getByRole("alert")).toHaveText(
      "Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet. Wenn Sie Ihre Adresse schon bestätigt haben, ist nichts weiter zu tun; sonst fordern Sie in Ihrem Profil einen neuen Link an.",
    );
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
  });
});
