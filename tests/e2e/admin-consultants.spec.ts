import { randomInt } from "node:crypto";
import sharp from "sharp";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, toastItems } from "./payments.ts";

// The "Berater" tab of /admin: what the administrator adds shows on /berater at once, with the
// uploaded portrait; a deactivated consultant leaves it.

// Chromium logs the refused save (an extension that is taken) as a console error.
test.use({ allowedConsoleErrors: ["status of 409 (Conflict)"] });

test("the administrator adds a consultant with a portrait, it shows on /berater, and deactivating removes it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, admin);
  const taken = new Set(
    ((await (await page.request.get("/api/admin/consultants")).json()) as Array<{ extension: string }>).map(
      (c) => c.extension,
    ),
  );
  const free = Array.from({ length: 900 }, (_, i) => String(100 + i)).filter((e) => !taken.has(e));
  const extension = free[randomInt(0, free.length)] ?? "999";
  const name = `Orla Sternwind ${randomInt(100_000, 999_999)}`;
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#6b3fa0" } })
    .png()
    .toBuffer();

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Berater" }).click();
  await page.getByRole("button", { name: "Berater anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Berater anlegen" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Titel").fill("Runenleserin");
  await dialog.getByLabel("Schwerpunkte").fill("Runen, Neuanfang, Beruf");
  await dialog.getByLabel("Beschreibung").fill("Liest die Runen und spricht offen über das, was sie zeigen.");
  // Offline sorts last, so the card does not move the cards other tests look at.
  await dialog.getByLabel("Status").selectOption({ label: "Offline" });
  await dialog.getByLabel("Durchwahl").fill("12");
  await dialog.getByLabel("Credits pro Minute").fill("130");
  await dialog.getByLabel("Porträt").setInputFiles({ name: "orla.png", mimeType: "image/png", buffer: png });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Die Durchwahl muss aus genau drei Ziffern bestehen.")).toBeVisible();
  await dialog.getByLabel("Durchwahl").fill(extension);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(toastItems(page).filter({ hasText: "Der Berater wurde angelegt." })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(extension);
  await expect(row).toContainText("Offline");
  await expect(row).toContainText("hochgeladen");

  // Editing: an extension another consultant has is refused on its field; the title changes.
  const otherExtension = [...taken][0];
  if (!otherExtension) throw new Error("the seed has consultants");
  await page.getByRole("button", { name: `${name} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: `${name} bearbeiten` });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Titel").fill("Runenleserin & Kartenlegerin");
  await edit.getByLabel("Sprechzeiten").fill("mo-fr 18-23, sa 10:00-14");
  await edit.getByLabel("Durchwahl").fill(otherExtension);
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(edit.getByText(`Die Durchwahl ${otherExtension} ist bereits an`)).toBeVisible();
  await expect(edit.getByLabel("Durchwahl")).toBeFocused();
  await edit.getByLabel("Durchwahl").fill(extension);
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(toastItems(page).filter({ hasText: "Die Änderungen wurden gespeichert." })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("button", { name: `${name} bearbeiten` })).toBeFocused();

  await page.goto("/berater");
  const card = page.getByRole("article", { name }).locator('[aria-hidden="false"]');
  await card.scrollIntoViewIfNeeded();
  const portrait = card.getByRole("img", { name: `Porträt von ${name}` });
  await expect(portrait).toHaveAttribute("src", /^\/api\/consultant-portraits\/[a-f0-9]{32}-192\.webp$/);
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card).toContainText("Runenleserin & Kartenlegerin");
  // The working hours as the portal writes them, on the consultant's page.
  await card.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Sprechzeiten: Mo–Fr 18–23 Uhr, Sa 10–14 Uhr")).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Berater" }).click();
  const confirmations: string[] = [];
  page.once("dialog", (prompt) => {
    confirmations.push(prompt.message());
    void prompt.accept();
  });
  await page.getByRole("button", { name: `${name} deaktivieren` }).click();
  await expect(toastItems(page).filter({ hasText: "Der Berater wurde deaktiviert." })).toBeVisible();
  expect(confirmations).toEqual([`${name} deaktivieren? Der Berater verschwindet sofort aus der Liste.`]);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Deaktiviert seit");

  await page.getByRole("tab", { name: "Protokoll" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Berater deaktiviert: ${name}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Porträt hochgeladen: ${name}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Berater angelegt: ${name}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Berater geändert: ${name}` })).toContainText(
    "Titel: Runenleserin & Kartenlegerin",
  );

  await page.goto("/berater");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("the 'Berater' tab and its dialog work with the keyboard alone", async ({ page }) => {
  await loginAs(page, admin);
  await page.goto("/admin");
  const tab = page.getByRole("tab", { name: "Berater" });
  await page.getByRole("tab", { name: "Benutzer" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveAttribute("aria-selected", "true");

  const opener = page.getByRole("button", { name: "Berater anlegen" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Berater anlegen" });
  await expect(dialog).toBeVisible();
  // Every field has its label and is reached with Tab, in reading order.
  const labels = [
    "Name",
    "Titel",
    "Schwerpunkte",
    "Beschreibung",
    "Status",
    "Durchwahl",
    "Credits pro Minute",
    "Sprechzeiten",
    "Porträt",
  ];
  await dialog.getByLabel("Name").focus();
  for (const label of labels.slice(1)) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(label, { exact: true })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Speichern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Name muss mindestens 2 Zeichen lang sein.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
