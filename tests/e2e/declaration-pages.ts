import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import type { CreatedUser } from "../../src/server/db/seed/factories.ts";
import { loginAs, newMember } from "./accounts.ts";
import { decodeQuotedPrintable } from "../support/quoted-printable.ts";
import { expect, test } from "./fixtures.ts";

// Shared by the browser tests of /kuendigen and /widerrufen.

export const receivedAtPattern = /^\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr \(MES?Z\)$/;
export const endPattern = /^\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr \(MES?Z\)$/;

export const viewports = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Declares the tests `define` adds once at each of the viewports. */
export function atEachViewport(define: () => void): void {
  for (const viewport of viewports) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      define();
    });
  }
}

/** Pages every visitor can open; the footer on each must lead to both declaration pages. */
export const publicPages = ["/", "/berater", "/pricing", "/contact", "/impressum", "/agb", "/login"];

export function footerNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Fußbereich" });
}

/** Every public page's footer links to `path` as `name`; the link is then followed from the last one. */
async function followFooterLinkFromEveryPage(page: Page, name: string, path: string): Promise<void> {
  for (const from of publicPages) {
    await page.goto(from);
    const link = footerNav(page).getByRole("link", { name });
    await expect(link, `footer link on ${from}`).toBeVisible();
    await expect(link).toHaveAttribute("href", path);
  }
  await footerNav(page).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Reaches the page at `path` through the footer link `title` and finds step 1 of its form under that title. */
export async function openFromFooter(page: Page, title: string, path: string): Promise<void> {
  await followFooterLinkFromEveryPage(page, title, path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Sternenruf`);
  await expect(page.getByText("Schritt 1 von 2")).toBeVisible();
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

/**
 * A new member logs in, opens the declaration page at `path` (printing observed), finds the name
 * filled in and goes on to step 2; returns the member and step 2's summary.
 */
export async function reachSummaryAsNewMember(
  page: Page,
  path: string,
): Promise<{ member: CreatedUser; summary: Locator }> {
  const member = await newMember();
  await loginAs(page, member);
  await observePrint(page);
  await page.goto(path);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(member.name);
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();

  // Step 2: the summary and the one binding button; nothing is sent before it.
  await expect(page.getByText("Schritt 2 von 2")).toBeVisible();
  return { member, summary: page.getByRole("region", { name: "Angaben prüfen" }) };
}

/** Prints the confirmation (the page is marked printed), then downloads it. */
export async function printThenDownload(page: Page): Promise<Download> {
  await page.getByRole("button", { name: "Drucken / als PDF speichern" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Bestätigung herunterladen" }).click();
  return downloading;
}
