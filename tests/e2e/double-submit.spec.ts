import { randomInt, randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { loginAs, newMember, newUser, withDatabase } from "./accounts.ts";
import { contactForm, fillContactForm, toastRegion, uniqueContact } from "./contact-form.ts";
import { fillIdentity, outboxMailsContaining, valueOf } from "./declaration-pages.ts";
import { expect, test } from "./fixtures.ts";
import { countMailsTo, outboxSnapshot } from "./outbox.ts";

// A double click on a form's button files once: the page sends one Idempotency-Key for both
// requests and the server answers the second with the first answer (docs/decisions/0023).

/**
 * Two clicks in the same moment: both reach the page before it re-renders and disables the
 * button, so both send their request, the harshest double click there is.
 */
async function doubleClick(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Counts the requests the page sends to `path` and the keys they carry. */
function watchRequests(page: Page, path: string) {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path && request.method() !== "GET") {
      keys.push(request.headers()["idempotency-key"] ?? "");
    }
  });
  return keys;
}

/** Lets late requests and mails of the second click arrive before counting. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

test("a double click on „Jetzt kündigen“ files one cancellation: one reference, one mail, one entry in the profile", async ({
  page,
}) => {
  // Sent without logging in, as most cancellations are: the profile then lists it for the owner.
  const member = await newMember();
  await page.goto("/kuendigen");
  await fillIdentity(page, member);
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  const keys = watchRequests(page, "/api/contract-declarations/cancellation");
  await doubleClick(page.getByRole("button", { name: "Jetzt kündigen" }));

  const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihrer Kündigung" });
  await expect(confirmation.getByRole("heading", { name: "Ihre Kündigung ist bei uns eingegangen" })).toBeVisible();
  await settle(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const reference = (await valueOf(confirmation, "Vorgangsnummer").textContent()) ?? "";
  expect(reference).toMatch(/^K-/);
  await expect(page.getByText(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/)).toHaveCount(1);

  await expect.poll(() => outboxMailsContaining(reference), { timeout: 10_000 }).toHaveLength(1);
  const references = await withDatabase((db) =>
    db.selectFrom("contract_declarations").select("reference").where("user_id", "=", member.id).execute(),
  );
  expect(references.map((r) => r.reference)).toEqual([reference]);

  await loginAs(page, member);
  await page.goto("/profile");
  const declarations = page.getByRole("region", { name: "Erklärungen zu Ihrem Vertrag" });
  await expect(declarations).toContainText(reference);
  await expect(declarations.getByText(/K-[2-9A-Z]{4}-[2-9A-Z]{4}/)).toHaveCount(1);
});

test("a double click on „Link anfordern“ (Passwort vergessen) sends one mail", async ({ page }) => {
  const user = await newUser({ email: `doppelt-${randomUUID().slice(0, 8)}@example.de` });
  const email = user.email ?? "";
  const seen = await outboxSnapshot();
  await page.goto("/forgot-password");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  const keys = watchRequests(page, "/api/auth/forgot-password");
  await doubleClick(page.getByRole("button", { name: "Link anfordern" }));
  await expect(page.getByRole("status")).toContainText("Falls ein Konto mit dieser E-Mail-Adresse existiert");
  await settle(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect.poll(() => countMailsTo(email, seen), { timeout: 10_000 }).toBe(1);
  // A second mail would follow the first within a moment; it must not come.
  await page.waitForTimeout(1_000);
  expect(await countMailsTo(email, seen)).toBe(1);
});

interface FilingForm {
  name: string;
  /** The address the form's request goes to. */
  endpoint: string;
  /** Opens the page and fills the form; answers the button that files, and how to count the effect. */
  fill(page: Page): Promise<{ button: Locator; done(): Promise<void>; effect(): Promise<number> }>;
}

const digits = () => String(randomInt(0, 1_000_000_000)).padStart(9, "0");

// Every filing form a visitor or member reaches, with what one filing leaves behind.
const filingForms: FilingForm[] = [
  {
    name: "Kündigung (/kuendigen) as a guest",
    endpoint: "/api/contract-declarations/cancellation",
    async fill(page) {
      const member = await newMember();
      const email = `gast-${randomUUID().slice(0, 8)}@example.de`;
      const seen = await outboxSnapshot();
      await page.goto("/kuendigen");
      await fillIdentity(page, { name: member.name, phone: member.phone, email });
      await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
      return {
        button: page.getByRole("button", { name: "Jetzt kündigen" }),
        done: () => expect(page.getByRole("heading", { name: "Ihre Kündigung ist bei uns eingegangen" })).toBeVisible(),
        effect: () => countMailsTo(email, seen),
      };
    },
  },
  {
    name: "Widerruf (/widerrufen) as a member",
    endpoint: "/api/contract-declarations/withdrawal",
    async fill(page) {
      const member = await newMember();
      await loginAs(page, member);
      await page.goto("/widerrufen");
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(member.name);
      await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
      return {
        button: page.getByRole("button", { name: "Widerruf bestätigen" }),
        done: () => expect(page.getByRole("heading", { name: "Ihr Widerruf ist bei uns eingegangen" })).toBeVisible(),
        effect: async () =>
          (
            await withDatabase((db) =>
              db.selectFrom("contract_declarations").select("id").where("user_id", "=", member.id).execute(),
            )
          ).length,
      };
    },
  },
  {
    name: "Kontakt (/contact)",
    endpoint: "/api/contact",
    async fill(page) {
      const values = uniqueContact();
      await page.goto("/contact");
      await fillContactForm(page, values);
      return {
        button: contactForm(page).submit,
        done: () => expect(toastRegion(page)).toContainText("Vielen Dank für Ihre Nachricht."),
        effect: async () =>
          (
            await withDatabase((db) =>
              db.selectFrom("contact_messages").select("id").where("email", "=", values.email).execute(),
            )
          ).length,
      };
    },
  },
  {
    name: "Registrieren (/registrieren)",
    endpoint: "/api/register",
    async fill(page) {
      const phone = `+49160${digits()}`;
      await page.goto("/registrieren");
      const form = page.getByRole("form", { name: "Registrieren" });
      await form.getByLabel("Name", { exact: true }).fill(`Jonas Mondlicht ${randomUUID().slice(0, 8)}`);
      await form.getByLabel("Telefonnummer", { exact: true }).fill(phone);
      await form.getByLabel("Geburtsdatum", { exact: true }).fill("1980-05-17");
      await form.getByLabel("Passwort", { exact: true }).fill("sternschnuppe9");
      await form.getByLabel("Passwort bestätigen", { exact: true }).fill("sternschnuppe9");
      return {
        button: form.getByRole("button"),
        done: () => expect(page).toHaveURL(/\/profile$/),
        effect: async () =>
          (await withDatabase((db) => db.selectFrom("users").select("id").where("phone", "=", phone).execute())).length,
      };
    },
  },
];

for (const form of filingForms) {
  test(`a double click files once: ${form.name}`, async ({ page }) => {
    const { button, done, effect } = await form.fill(page);
    const keys = watchRequests(page, form.endpoint);
    await doubleClick(button);
    await done();
    await settle(page);
    await expect.poll(effect, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(500);
    expect(await effect()).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
}
