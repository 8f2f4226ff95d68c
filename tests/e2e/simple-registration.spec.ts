import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { newUser } from "./accounts.ts";
import { toastRegion } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";

const mismatch = "Passwörter stimmen nicht überein";
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });

function registrationForm(page: Page) {
  const form = page.getByRole("form", { name: "Registrieren" });
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    phone: form.getByLabel("Telefonnummer", { exact: true }),
    birthDate: form.getByLabel("Geburtsdatum", { exact: true }),
    password: form.getByLabel("Passwort", { exact: true }),
    confirmPassword: form.getByLabel("Passwort bestätigen", { exact: true }),
    submit: form.getByRole("button"),
  };
}

/** A number no factory account uses (they all start with +4915), written with spaces as people do. */
function uniqueAccount() {
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  return {
    name: `Jonas Mondlicht ${randomUUID().slice(0, 8)}`,
    typedPhone: `+49 160 ${digits}`,
    phone: `+49160${digits}`,
    password: "sternschnuppe9",
  };
}

/** /registrieren with the form filled for `account`, the confirmation as given. */
async function filledRegistration(
  page: Page,
  account: ReturnType<typeof uniqueAccount>,
  confirmation = account.password,
) {
  await page.goto("/registrieren");
  const form = registrationForm(page);
  await form.name.fill(account.name);
  await form.phone.fill(account.typedPhone);
  await form.birthDate.fill("1980-05-17");
  await form.password.fill(account.password);
  await form.confirmPassword.fill(confirmation);
  return form;
}

test("/registrieren shows the heading Registrieren, the four fields and the link to the login", async ({ page }) => {
  await page.goto("/registrieren");
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await expect(page).toHaveTitle("Registrieren | Sternenruf");
  const form = registrationForm(page);
  for (const field of [form.name, form.phone, form.password, form.confirmPassword]) await expect(field).toBeEditable();
  await expect(form.password).toHaveAttribute("type", "password");
  await expect(form.confirmPassword).toHaveAttribute("type", "password");
  await expect(form.submit).toHaveText("Registrieren");

  const toLogin = page.getByRole("link", { name: "Bereits registriert? Jetzt anmelden" });
  await expect(toLogin).toHaveAttribute("href", "/login");
  await toLogin.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
});

test("an empty submit shows the name, phone, birth date and password messages", async ({ page }) => {
  await page.goto("/registrieren");
  const form = registrationForm(page);
  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText([
    "Name muss mindestens 2 Zeichen lang sein.",
    "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    "Bitte geben Sie Ihr Geburtsdatum an.",
    "Passwort muss mindestens 6 Zeichen lang sein.",
  ]);
});

test("different passwords show 'Passwörter stimmen nicht überein' under the confirmation and send nothing", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/register")) posts.push(req.method());
  });
  const account = uniqueAccount();
  const form = await filledRegistration(page, account, `${account.password}x`);
  await form.submit.click();

  await expect(form.form.getByRole("alert")).toHaveText([mismatch]);
  await expect(form.confirmPassword).toHaveAttribute("aria-invalid", "true");
  await expect(form.confirmPassword).toHaveAccessibleDescription(mismatch);
  await expect(form.password).toHaveAttribute("aria-invalid", "false");
  await expect(page).toHaveURL(/\/registrieren$/);

  // Correcting the confirmation clears the message.
  await form.confirmPassword.fill(account.password);
  await expect(form.form.getByRole("alert")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("a complete registration ends on the profile, logged in, with the success toast", async ({ page }) => {
  const account = uniqueAccount();
  const form = await filledRegistration(page, account);
  const created = page.waitForResponse((res) => res.url().endsWith("/api/register"));
  await form.submit.click();
  expect((await created).status()).toBe(201);

  await expect(page).toHaveURL(/\/profile$/);
  const toast = toastRegion(page).locator("li");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Registrierung erfolgreich");
  await expect(toast).toContainText("Ihr Konto wurde erfolgreich erstellt");
  await expect(toast).not.toHaveClass(/\bbg-destructive\b/);

  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  await expect(page.getByText(account.name, { exact: true })).toBeVisible();
  // Stored in the normalised form: plus sign and digits only.
  await expect(page.getByText(account.phone, { exact: true })).toBeVisible();
  await expect(page.getByText("Keine E-Mail-Adresse hinterlegt")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Mein Profil", exact: true })).toBeVisible();

  // The session was started by the server, so it survives a reload.
  await page.reload();
  await expect(page.getByText(account.name, { exact: true })).toBeVisible();
});

test.describe("with a number that is already registered", () => {
  // The refused request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["status of 409"] });

  test("the toast 'Registrierung fehlgeschlagen' carries the server's message and nobody is logged in", async ({
    page,
  }) => {
    const existing = await newUser();
    await page.goto("/registrieren");
    const form = registrationForm(page);
    await form.name.fill("Jonas Mondlicht");
    await form.phone.fill(existing.phone);
    await form.birthDate.fill("1980-05-17");
    await form.password.fill("sternschnuppe9");
    await form.confirmPassword.fill("sternschnuppe9");
    const answered = page.waitForResponse((res) => res.url().endsWith("/api/register"));
    await form.submit.click();
    const response = await answered;
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };

    const toast = toastRegion(page).locator("li");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Registrierung fehlgeschlagen");
    await expect(toast).toContainText(message);
    await expect(toast).toHaveClass(/\bbg-destructive\b/);
    await expect(page).toHaveURL(/\/registrieren$/);
    await expect(form.submit).toHaveText("Registrieren");
    await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();
  });
});
