import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { newUser } from "./accounts.ts";
import { toastRegion } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { countMailsTo, outboxSnapshot, waitForResetLink } from "./outbox.ts";

const neutralMessage =
  "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.";
const linkInvalid = "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";
const passwordChanged = "Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.";

function resetForm(page: Page) {
  const form = page.locator("form").filter({ has: page.getByLabel("Neues Passwort") });
  return {
    form,
    password: form.getByLabel("Neues Passwort", { exact: true }),
    confirmPassword: form.getByLabel("Passwort bestätigen", { exact: true }),
    submit: form.getByRole("button"),
  };
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen" })).toBeVisible();
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status")).toHaveText(neutralMessage);
  await expect(page.getByLabel("E-Mail", { exact: true })).toHaveCount(0);
}

test("/reset-password without a token shows the invalid-link page", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.")).toBeVisible();
  await expect(page.getByLabel("Neues Passwort")).toHaveCount(0);
  const again = page.getByRole("link", { name: "Neuen Link anfordern" });
  await expect(again).toHaveAttribute("href", "/forgot-password");
  await again.click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel("E-Mail", { exact: true })).toBeEditable();

  // An empty token counts as none.
  await page.goto("/reset-password?token=");
  await expect(page.getByText("Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.")).toBeVisible();
});

test("an unknown address gets the same neutral confirmation and no mail", async ({ page }) => {
  const unknown = `niemand-${randomUUID().slice(0, 8)}@example.org`;
  const before = await outboxSnapshot();
  await requestReset(page, unknown);
  await expect(page.getByRole("link", { name: "Zurück zum Login" })).toHaveAttribute("href", "/login");

  // A known address asked for afterwards gets its mail; by then the unknown one has none.
  const known = await newUser();
  await requestReset(page, known.email ?? "");
  await waitForResetLink(known.email ?? "", before);
  expect(await countMailsTo(unknown, before)).toBe(0);
});

test.describe("with a link from the outbox", () => {
  // Chromium logs the 400 answer to a spent token as a console error.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("forgot password, the mailed link, a new password, then a login with it; the link works only once", async ({
    page,
  }) => {
    const user = await newUser();
    const email = user.email ?? "";
    const newPassword = "neues-geheimnis-42";
    const before = await outboxSnapshot();
    await requestReset(page, email);

    const link = await waitForResetLink(email, before);
    expect(link).toMatch(/^\/reset-password\?token=[^&\s]{20,}$/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Neues Passwort festlegen" })).toBeVisible();
    const form = resetForm(page);

    await form.password.fill(newPassword);
    await form.confirmPassword.fill(`${newPassword}-anders`);
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText(["Passwörter stimmen nicht überein"]);
    await expect(form.confirmPassword).toHaveAccessibleDescription("Passwörter stimmen nicht überein");

    await form.confirmPassword.fill(newPassword);
    await form.submit.click();
    await expect(page).toHaveURL(/\/login$/);
    const toast = toastRegion(page).locator("li");
    await expect(toast).toContainText("Passwort geändert");
    await expect(toast).toContainText(passwordChanged);

    // The old password no longer opens the account.
    const oldLogin = await page.request.post("/api/auth/login", {
      data: { identifier: user.phone, password: user.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(oldLogin.status()).toBe(401);

    await page.getByLabel("Telefonnummer oder E-Mail", { exact: true }).fill(user.phone);
    await page.getByLabel("Passwort", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(user.name, { exact: true })).toBeVisible();

    // The same link a second time: the server's message, once, with the way to a new link.
    await page.goto(link);
    const second = resetForm(page);
    await second.password.fill("noch-ein-passwort");
    await second.confirmPassword.fill("noch-ein-passwort");
    await second.submit.click();
    await expect(page.getByRole("alert")).toHaveText(linkInvalid);
    await expect(page.getByText(linkInvalid)).toHaveCount(1);
    await expect(toastRegion(page).locator("li").filter({ hasText: linkInvalid })).toHaveCount(0);
    await expect(page.getByLabel("Neues Passwort")).toHaveCount(0);
    const again = page.getByRole("link", { name: "Neuen Link anfordern" });
    await expect(again).toHaveAttribute("href", "/forgot-password");
    await expect(page).toHaveURL(/\/reset-password\?token=/);
  });
});
