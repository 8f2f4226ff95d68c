import type { Locator, Page } from "@playwright/test";
import { openDatabase } from "../../src/server/db/database.ts";
import { addMonths } from "../../src/shared/domain/subscription-terms.ts";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// scripts/e2e.ts seeds the administrator (user id 1) with these credentials.
const admin = { phone: "+4915100000001", password: "admin-e2e-passwort" };

const germanDate = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Berlin",
});

/** The value next to a label in one of the profile's description lists. */
function valueOf(scope: Page | Locator, label: string): Locator {
  return scope.locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

/** A card of the profile: its title's header, then the card around it. */
const card = (page: Page, title: string) =>
  page.getByRole("heading", { level: 3, name: title, exact: true }).locator("xpath=../..");

async function setNextBillingDate(userId: number, iso: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the browser tests through scripts/e2e.ts");
  const handle = openDatabase(url);
  try {
    await handle.db
      .updateTable("subscriptions")
      .set({ next_billing_date: iso })
      .where("user_id", "=", userId)
      .execute();
  } finally {
    await handle.close();
  }
}

test("a guest opening /profile is sent to the login", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mein Profil" })).toHaveCount(0);
});

test("a user sees name, phone and e-mail, no membership with the way to one, and no admin button", async ({ page }) => {
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  await expect(page).toHaveTitle("Mein Profil | Sternenruf");

  const personal = card(page, "Persönliche Daten");
  await expect(valueOf(personal, "Name")).toHaveText(user.name);
  await expect(valueOf(personal, "Telefon")).toHaveText(user.phone);
  await expect(valueOf(personal, "E-Mail")).toHaveText(user.email ?? "");

  const membership = card(page, "Mitgliedschaft");
  await expect(membership.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toBeVisible();
  await expect(membership.getByRole("link", { name: "Jetzt Mitglied werden" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByText("Aktiv", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zum Adminbereich" })).toHaveCount(0);
});

test("a user without an e-mail address sees that none is stored", async ({ page }) => {
  const user = await newUser({ email: null });
  await loginAs(page, user);
  await page.goto("/profile");
  await expect(valueOf(page, "E-Mail")).toHaveText("Keine E-Mail-Adresse hinterlegt");
  await expect(valueOf(page, "Name")).toHaveText(user.name);
});

test("the administrator (user 1) sees the button 'Zum Adminbereich' leading to /admin", async ({ page }) => {
  await loginAs(page, admin);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  await expect(valueOf(page, "Telefon")).toHaveText(admin.phone);
  await expect(page.getByRole("link", { name: "Zum Adminbereich" })).toHaveAttribute("href", "/admin");
});

test("a member sees the plan Premium, the status 'Aktiv' and the next payment date as dd.mm.yyyy", async ({ page }) => {
  // The first fee follows the trial month, a calendar month (30 days in November, 31 in December).
  const earliest = germanDate.format(addMonths(new Date(), 1));
  const member = await newMember();
  const latest = germanDate.format(addMonths(new Date(), 1));
  await loginAs(page, member);
  await page.goto("/profile");

  const membership = card(page, "Mitgliedschaft");
  await expect(valueOf(membership, "Tarif")).toHaveText("Premium");
  await expect(valueOf(membership, "Status")).toHaveText("Aktiv");
  const next = valueOf(membership, "Nächste Zahlung");
  await expect(next).toHaveText(/^\d{2}\.\d{2}\.\d{4}: 4,99\s€ per PayPal$/);
  expect([earliest, latest]).toContain((await next.textContent())?.trim().slice(0, 10));
  await expect(page.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zum Adminbereich" })).toHaveCount(0);
});

test("a next payment date with a one-digit day and month is written with leading zeros", async ({ page }) => {
  const member = await newMember();
  // Noon UTC is the same calendar day in Berlin.
  await setNextBillingDate(member.id, "2027-03-05T12:00:00.000Z");
  await loginAs(page, member);
  await page.goto("/profile");
  await expect(valueOf(card(page, "Mitgliedschaft"), "Nächste Zahlung")).toHaveText("05.03.2027: 4,99 € per PayPal");
});
