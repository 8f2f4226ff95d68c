import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { decodeQuotedPrintable } from "../support/quoted-printable.ts";
import { expect } from "./fixtures.ts";

// Shared by the browser tests of /kuendigen and /widerrufen.

export const receivedAtPattern = /^\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr \(MES?Z\)$/;
export const endPattern = /^\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr \(MES?Z\)$/;

export const viewports = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Pages every visitor can open; the footer on each must lead to both declaration pages. */
export const publicPages = ["/", "/berater", "/pricing", "/contact", "/impressum", "/agb", "/login"];

export function footerNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Fußbereich" });
}

/** Every public page's footer links to `path` as `name`; the link is then followed from the last one. */
export async function followFooterLinkFromEveryPage(page: Page, name: string, path: string): Promise<void> {
  for (const from of publicPages) {
    await page.goto(from);
    const link = footerNav(page).getByRole("link", { name });
    await expect(link, `footer link on ${from}`).toBeVisible();
    await expect(link).toHaveAttribute("href", path);
  }
  await footerNav(page).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The value shown next to a label in one of the confirmation's description lists. */
export function valueOf(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

/** window.print cannot be observed in a headless browser; a stand-in marks the page instead. */
export async function observePrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = "yes";
    };
  });
}

export async function fillIdentity(page: Page, person: { name: string; phone: string; email: string | null }) {
  await page.getByLabel("Name", { exact: true }).fill(person.name);
  await page.getByLabel("Telefonnummer des Kontos").fill(person.phone);
  await page.getByLabel("E-Mail-Adresse für die Bestätigung").fill(person.email ?? "ohne-adresse@example.de");
}

/** Every mail in the outbox that mentions `text`, decoded; the folder appears with the first mail. */
export async function outboxMailsContaining(text: string): Promise<string[]> {
  const outbox = process.env.E2E_OUTBOX;
  if (!outbox) throw new Error("E2E_OUTBOX is not set; run the suite through scripts/e2e.ts");
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const mails = await Promise.all(
    names.map(async (name) => decodeQuotedPrintable(await readFile(join(outbox, name), "utf8"))),
  );
  return mails.filter((mail) => mail.includes(text));
}
