import { randomInt } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { tallBandedPortrait } from "../support/tall-portrait.ts";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin } from "./payments.ts";

// The portrait in the consultant dialog of /admin: the preview shows the square the server will
// cut, a file of the wrong type is reported at its field (by the browser's check and by the
// server's answer), and the consultants table shows each portrait as a thumbnail.

// The refused upload of a file that only claims to be a PNG.
test.use({ viewport: { width: 375, height: 800 }, allowedConsoleErrors: ["status of 415"] });

const typeMessage = "Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.";

/** The colour down the middle of a picture at these fractions of its height. */
async function coloursDown(image: Buffer, fractions: number[]): Promise<string[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return fractions.map((fraction) => {
    const at = (Math.floor(fraction * info.height) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
    return r > g && r > b ? "red" : g > r && g > b ? "green" : "blue";
  });
}

async function freeExtension(page: Page): Promise<string> {
  const taken = new Set(
    ((await (await page.request.get("/api/admin/consultants")).json()) as Array<{ extension: string }>).map(
      (c) => c.extension,
    ),
  );
  const free = Array.from({ length: 900 }, (_, i) => String(100 + i)).filter((e) => !taken.has(e));
  return free[randomInt(0, free.length)] ?? "999";
}

async function loaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

// Where the sample rows lie in the square: the top third is the red band's end, the rest green.
const rows = [0.1, 0.25, 0.5, 0.9];
const expected = ["red", "red", "green", "green"];

test("the portrait preview shows the server's square, wrong files are reported at the field, the table shows thumbnails", async ({
  page,
}) => {
  test.slow();
  await loginAs(page, admin);
  const extension = await freeExtension(page);
  const name = `Ilka Hochformat ${randomInt(100_000, 999_999)}`;
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Berater" }).click();
  await page.getByRole("button", { name: "Berater anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Berater anlegen" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Titel").fill("Kartenlegerin");
  await dialog.getByLabel("Schwerpunkte").fill("Karten, Liebe");
  await dialog.getByLabel("Beschreibung").fill("Legt die Karten ruhig und erklärt, was sie zeigen.");
  await dialog.getByLabel("Status").selectOption({ label: "Offline" });
  await dialog.getByLabel("Durchwahl").fill(extension);
  const field = dialog.getByLabel("Porträt", { exact: true });

  // A GIF: refused at once, next to the field, before anything is sent.
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
  await field.setInputFiles({ name: "portrait.gif", mimeType: "image/gif", buffer: gif });
  await expect(dialog.getByText(typeMessage)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(typeMessage.replace(".", "\\.")));
  await expect(dialog.locator("figure")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(field).toBeFocused();
  expect(
    (await (await page.request.get("/api/admin/consultants")).json()) as Array<{ name: string }>,
  ).not.toContainEqual(expect.objectContaining({ name }));

  // A text file that claims to be a PNG passes the browser; the server's refusal shows at the field.
  await field.setInputFiles({ name: "kein-bild.png", mimeType: "image/png", buffer: Buffer.from("kein Bild") });
  await expect(dialog.getByText(typeMessage)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(typeMessage)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(typeMessage.replace(".", "\\.")));
  await expect(field).toBeFocused();

  // The tall photo: the preview is the square the server will cut.
  const tall = await tallBandedPortrait();
  await field.setInputFiles({ name: "hochformat.png", mimeType: "image/png", buffer: tall });
  await expect(dialog.getByText(typeMessage)).toHaveCount(0);
  const preview = dialog.locator("figure").filter({ hasText: "Neues Porträt" }).locator("img");
  await loaded(preview);
  expect(await coloursDown(await preview.screenshot(), rows)).toEqual(expected);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();

  // The server's square has the same colours at the same places.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("hochgeladen");
  const thumbnail = row.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/api\/consultant-portraits\/[a-f0-9]{32}-192\.webp$/);
  await loaded(thumbnail);
  const src = (await thumbnail.getAttribute("src")) ?? "";
  const served = await page.request.get(src);
  expect(await coloursDown(await served.body(), rows)).toEqual(expected);

  // Editing shows the current portrait.
  await page.getByRole("button", { name: `${name} bearbeiten` }).click();
  const edit = page.getByRole("dialog", { name: `${name} bearbeiten` });
  const current = edit.locator("figure").filter({ hasText: "Bisheriges Porträt" }).locator("img");
  await expect(current).toHaveAttribute("src", src);
  await loaded(current);
  await expect(edit.locator("figure").filter({ hasText: "Neues Porträt" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Deactivated, so the list on /berater stays as other tests expect it.
  page.once("dialog", (prompt) => void prompt.accept());
  await page.getByRole("button", { name: `${name} deaktivieren` }).click();
  await expect(row).toContainText("Deaktiviert seit");
});
