import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteConfig } from "../../src/shared/schemas/site.ts";
import { loginAs, newMember } from "./accounts.ts";
import { contactForm, fillContactForm, toastRegion, uniqueContact } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";

const nameError = "Name muss mindestens 2 Zeichen lang sein";
const emailError = "Ungültige E-Mail-Adresse";
const messageError = "Nachricht muss mindestens 10 Zeichen lang sein";

/** Every .eml in the outbox that mentions the text; the folder appears with the first mail. */
async function outboxMailsContaining(text: string): Promise<string[]> {
  const outbox = process.env.E2E_OUTBOX;
  if (!outbox) throw new Error("E2E_OUTBOX is not set; run the suite through scripts/e2e.ts");
  const names = await readdir(outbox).catch(() => []);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith(".eml")).map((name) => readFile(join(outbox, name), "utf8")),
  );
  return mails.filter((mail) => mail.includes(text));
}

test("shows the heading, the support address as a loaded image that names it, and the company address", async ({
  page,
  request,
}) => {
  const config = (await (await request.get("/api/config")).json()) as SiteConfig;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(page).toHaveTitle("Kontakt | Sternenruf");

  // The image shows the address; its text alternative says the same for screen readers.
  const image = page.getByRole("img", { name: `E-Mail-Adresse des Kundenservice: ${config.supportEmail}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", "/api/support-email.svg");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  const address = page.getByRole("complementary", { name: "Weitere Kontaktmöglichkeiten" }).locator("address");
  await expect(address).toContainText(config.company.name);
  await expect(address).toContainText(config.company.street);
  await expect(address).toContainText(`${config.company.postalCode} ${config.company.city}`);
  await expect(address).toContainText(config.company.country);
});

test("an empty or invalid form shows the three field messages and sends nothing", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/contact")) posts.push(req.method());
  });
  await page.goto("/contact");
  const form = contactForm(page);
  await expect(form.submit).toHaveText("Nachricht senden");

  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText([nameError, emailError, messageError]);
  await expect(form.name).toHaveAttribute("aria-invalid", "true");
  await expect(form.name).toHaveAccessibleDescription(nameError);
  await expect(form.email).toHaveAccessibleDescription(emailError);
  await expect(form.message).toHaveAccessibleDescription(messageError);

  await form.name.fill("A");
  await form.email.fill("kein-at-zeichen.de");
  await form.message.fill("zu kurz");
  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText([nameError, emailError, messageError]);

  // Correcting a field clears its own message only.
  await form.name.fill("Al");
  await expect(form.form.getByRole("alert")).toHaveText([emailError, messageError]);
  await expect(form.name).toHaveAttribute("aria-invalid", "false");
  expect(posts).toEqual([]);
});

test("a valid message is confirmed, the form is cleared and the mail lands in the outbox", async ({ page }) => {
  const values = uniqueContact();
  await page.goto("/contact");
  await fillContactForm(page, values);
  const form = contactForm(page);
  const response = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
  await form.submit.click();
  expect((await response).status()).toBe(200);

  const toast = toastRegion(page).locator("li");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Nachricht gesendet");
  await expect(toast).toContainText("Vielen Dank für Ihre Nachricht.");
  await expect(form.name).toHaveValue("");
  await expect(form.email).toHaveValue("");
  await expect(form.message).toHaveValue("");
  await expect(form.form.getByRole("alert")).toHaveCount(0);

  await expect.poll(() => outboxMailsContaining(values.message), { timeout: 10_000 }).toHaveLength(1);
  const [mail = ""] = await outboxMailsContaining(values.message);
  expect(mail).toContain(values.email);
  expect(mail).toContain(values.name);

  // The sender's receipt: its number, nothing of what was typed.
  await expect.poll(() => outboxMailsContaining(`\nTo: ${values.email}`), { timeout: 10_000 }).toHaveLength(1);
  const [receipt = ""] = await outboxMailsContaining(`\nTo: ${values.email}`);
  expect(receipt).toMatch(/Subject: Sternenruf: Ihre Nachricht ist angekommen \(Nr\. \d+\)/);
  expect(receipt).not.toContain(values.message);
  expect(receipt).not.toContain(values.name);
});

test("the button says 'Wird gesendet...' and is disabled while the message is on its way", async ({ page }) => {
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/contact");
  await fillContactForm(page, uniqueContact());
  const form = contactForm(page);
  await form.submit.click();
  await expect(form.submit).toHaveText("Wird gesendet...");
  await expect(form.submit).toBeDisabled();

  await expect(toastRegion(page).locator("li")).toContainText("Nachricht gesendet");
  await expect(form.submit).toHaveText("Nachricht senden");
  await expect(form.submit).toBeEnabled();
});

test.describe("when the server fails", () => {
  test.use({ allowedConsoleErrors: ["500"] });

  test("an error toast shows the server message and the typed text stays", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Testfehler" }) }),
    );
    const values = uniqueContact();
    await page.goto("/contact");
    await fillContactForm(page, values);
    const form = contactForm(page);
    await form.submit.click();

    const toast = toastRegion(page).locator("li");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Fehler beim Senden");
    await expect(toast).toContainText("Testfehler");
    await expect(toast).toHaveClass(/\bbg-destructive\b/);
    await expect(form.name).toHaveValue(values.name);
    await expect(form.email).toHaveValue(values.email);
    await expect(form.message).toHaveValue(values.message);
    await expect(form.submit).toHaveText("Nachricht senden");
    await expect(form.submit).toBeEnabled();
  });
});

test("a signed-in member is told about the priority support, and the message reaches support marked as such", async ({
  page,
}) => {
  const member = await newMember();
  await loginAs(page, member);
  const values = uniqueContact();
  await page.goto("/contact");
  await expect(page.getByRole("note")).toContainText("Prioritäts-Support: Sie sind als Premium-Mitglied angemeldet.");
  await fillContactForm(page, values);
  await contactForm(page).submit.click();
  await expect(toastRegion(page).locator("li")).toContainText("Nachricht gesendet");

  await expect.poll(() => outboxMailsContaining(values.message), { timeout: 10_000 }).toHaveLength(1);
  const [mail = ""] = await outboxMailsContaining(values.message);
  expect(mail).toContain(`Kundennummer ${member.id}`);
});

test("a guest reads how members get priority support", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("Premium-Mitglieder erhalten Prioritäts-Support")).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
});
