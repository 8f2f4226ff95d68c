import { randomInt } from "node:crypto";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin } from "./payments.ts";

// The administrator's user search in other spellings and by e-mail address
// (docs/decisions/0013, addendum of 2026-12-01), on a desktop screen.
test.use({ viewport: { width: 1280, height: 800 } });

const searchLabel = "Name, Telefonnummer oder E-Mail suchen";

test("the administrator types mueller and finds Müller", async ({ page }) => {
  const name = `Greta Müller Q${randomInt(100_000, 999_999)}`;
  const customer = await newUser({ name });
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();

  const opener = page.getByRole("button", { name: `Details zu ${name} (ID ${customer.id})` });
  // The newest account comes first: the one just created is on the first page.
  await page.getByLabel(searchLabel).fill("mueller");
  await expect(opener).toBeVisible();
  await expect(page).toHaveURL(/[?&]suche=mueller/);
  // Without umlaut, and with the distinguishing part, exactly this one.
  const plain = `muller ${name.split(" ")[2]?.toLowerCase() ?? ""}`;
  await page.getByLabel(searchLabel).fill(plain);
  await expect(opener).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Benutzer zu" })).toHaveText(
    `1 Benutzer zu „${plain}“ gefunden.`,
  );
});

test("the administrator finds an account by a part of its e-mail address", async ({ page }) => {
  const n = randomInt(100_000, 999_999);
  const name = `Ole Postfach${n}`;
  const customer = await newUser({ name, email: `ole.postfach${n}@beispiel-mail.de` });
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();

  await page.getByLabel(searchLabel).fill(`Postfach${n}@Beispiel-Mail`);
  const opener = page.getByRole("button", { name: `Details zu ${name} (ID ${customer.id})` });
  await expect(opener).toBeVisible();
  await expect(page.getByRole("row").filter({ has: opener })).toContainText(`ole.postfach${n}@beispiel-mail.de`);
  await expect(page.getByRole("status").filter({ hasText: "Benutzer zu" })).toHaveText(
    `1 Benutzer zu „Postfach${n}@Beispiel-Mail“ gefunden.`,
  );
});
