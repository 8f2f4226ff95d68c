import { readFile } from "node:fs/promises";
import { addDays, berlinDayOf, formatIsoDay } from "../../src/shared/domain/berlin-time.ts";
import { loginAs, newMember } from "./accounts.ts";
import {
  atEachViewport,
  endPattern,
  fillIdentity,
  openFromFooter,
  outboxMailsContaining,
  printThenDownload,
  reachSummaryAsNewMember,
  receivedAtPattern,
  valueOf,
} from "./declaration-pages.ts";
import { expect, test } from "./fixtures.ts";

test("every page's footer leads to /kuendigen, which asks for no login and no password", async ({ page }) => {
  await openFromFooter(page, "Verträge hier kündigen", "/kuendigen");
  await expect(page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" })).toBeChecked();
  await expect(page.getByLabel("Vertrag", { exact: true })).toHaveValue("Premium-Mitgliedschaft");
  await expect(page.locator("input[type=password]")).toHaveCount(0);
});

atEachViewport(() => {
  test("a logged-in member cancels in two steps and gets a confirmation to print, download and by e-mail", async ({
    page,
  }) => {
    const { member, summary } = await reachSummaryAsNewMember(page, "/kuendigen");
    await expect(valueOf(summary, "Art der Kündigung")).toHaveText("Ordentliche Kündigung");
    await expect(valueOf(summary, "Name")).toHaveText(member.name);
    await expect(valueOf(summary, "Telefonnummer des Kontos")).toHaveText(member.phone);
    await expect(valueOf(summary, "Vertrag")).toHaveText("Premium-Mitgliedschaft");
    await expect(valueOf(summary, "Gewünschtes Vertragsende")).toHaveText("zum nächstmöglichen Zeitpunkt");
    const finalButton = page.getByRole("button", { name: "Jetzt kündigen" });
    await expect(finalButton).toBeVisible();
    const response = page.waitForResponse((res) => res.url().endsWith("/api/contract-declarations/cancellation"));
    await finalButton.click();
    expect((await response).status()).toBe(200);

    const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihrer Kündigung" });
    await expect(confirmation.getByRole("heading", { name: "Ihre Kündigung ist bei uns eingegangen" })).toBeVisible();
    await expect(valueOf(confirmation, "Eingegangen am")).toHaveText(receivedAtPattern);
    const reference = (await valueOf(confirmation, "Vorgangsnummer").textContent()) ?? "";
    expect(reference).toMatch(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(valueOf(confirmation, "Vertragsende")).toHaveText(endPattern);
    await expect(confirmation).toContainText("Ihr Vertrag endet am");
    await expect(confirmation).toContainText(`per E-Mail an ${member.email ?? ""} geschickt`);
    await expect(valueOf(confirmation, "Name")).toHaveText(member.name);

    const download = await printThenDownload(page);
    expect(download.suggestedFilename()).toBe(`kuendigung-${reference}.txt`);
    const file = await readFile(await download.path(), "utf8");
    expect(file).toContain(`Vorgangsnummer: ${reference}`);
    expect(file).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr/);
    expect(file).toContain("Ihr Vertrag endet am");

    // Printed, the confirmation stands alone: no navigation, footer or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Drucken / als PDF speichern" })).toBeHidden();
    await expect(confirmation.getByRole("heading", { name: "Ihre Kündigung ist bei uns eingegangen" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await expect.poll(() => outboxMailsContaining(reference), { timeout: 10_000 }).toHaveLength(1);
    const [mail = ""] = await outboxMailsContaining(reference);
    expect(mail).toContain(`To: ${member.email ?? ""}`);
    expect(mail).toContain("Ihr Vertrag endet am");
  });
});

test("an extraordinary cancellation needs a reason; the form keeps the values when going back", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/contract-declarations")) posts.push(req.url());
  });
  await page.goto("/kuendigen");
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await fillIdentity(page, { name: "Erika Mustermann", phone: "+49 151 5550001", email: "erika@example.de" });
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await expect(page.getByRole("alert")).toHaveText("Bitte geben Sie den Grund für die außerordentliche Kündigung an.");
  expect(posts).toEqual([]);

  await page.getByLabel("Grund der außerordentlichen Kündigung").fill("Dauerhafter Umzug ins Ausland");
  await page.getByRole("radio", { name: "Zu einem bestimmten Datum" }).check();
  // More than 12 months ahead is refused before anything is sent.
  await page.getByLabel("Vertragsende am").fill("2099-06-30");
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Das gewünschte Vertragsende darf höchstens 12 Monate in der Zukunft liegen.",
  );
  const wished = addDays(berlinDayOf(new Date()), 100);
  await page.getByLabel("Vertragsende am").fill(wished);
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  const summary = page.getByRole("region", { name: "Angaben prüfen" });
  await expect(valueOf(summary, "Art der Kündigung")).toHaveText("Außerordentliche Kündigung");
  await expect(valueOf(summary, "Grund der außerordentlichen Kündigung")).toHaveText("Dauerhafter Umzug ins Ausland");
  await expect(valueOf(summary, "Gewünschtes Vertragsende")).toHaveText(`zum ${formatIsoDay(wished)}`);

  await page.getByRole("button", { name: "Angaben ändern" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Erika Mustermann");
  await expect(page.getByLabel("Grund der außerordentlichen Kündigung")).toHaveValue("Dauerhafter Umzug ins Ausland");
  await expect(page.getByLabel("Vertragsende am")).toHaveValue(wished);
  expect(posts).toEqual([]);
});

const neutralReceipt =
  "Falls zu Ihren Angaben ein Konto bei uns besteht, haben wir an die dort hinterlegte E-Mail-Adresse einen Link geschickt.";

test("an unknown number gets the same neutral receipt as anyone who is not logged in", async ({ page }) => {
  await page.goto("/kuendigen");
  await fillIdentity(page, { name: "Niemand Bekannt", phone: "0151 9990001", email: "niemand@example.de" });
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihrer Kündigung" });
  await expect(confirmation).toContainText(neutralReceipt);
  await expect(valueOf(confirmation, "Eingegangen am")).toHaveText(receivedAtPattern);
  await expect(valueOf(confirmation, "Vertragsende")).toHaveCount(0);
});

test("a stranger with the member's phone and address changes nothing until the owner confirms through the link", async ({
  page,
  browser,
}) => {
  const member = await newMember();
  await page.goto("/kuendigen");
  await fillIdentity(page, { ...member, name: "Jemand Anderes" });
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihrer Kündigung" });
  await expect(confirmation).toContainText(neutralReceipt);
  await expect(confirmation).toContainText("Bitte bestätigen Sie die Kündigung über diesen Link");
  await expect(valueOf(confirmation, "Vertragsende")).toHaveCount(0);
  const reference = (await valueOf(confirmation, "Vorgangsnummer").textContent()) ?? "";
  const receivedAt = (await valueOf(confirmation, "Eingegangen am").textContent()) ?? "";
  expect(receivedAt).toMatch(receivedAtPattern);

  // The owner's profile shows the cancellation waiting; the membership is unchanged.
  const owner = await browser.newPage();
  await loginAs(owner, member);
  await owner.goto("/profile");
  const notices = owner.getByRole("region", { name: "Erklärungen zu Ihrem Vertrag" });
  await expect(notices).toContainText(`eine Kündigung Ihrer Mitgliedschaft eingegangen (Vorgang ${reference})`);
  await expect(notices).toContainText(`gilt die Kündigung als am ${receivedAt} zugegangen`);
  await expect(notices.getByRole("button", { name: "Kündigung bestätigen" })).toBeVisible();
  await expect(owner.getByText("Aktiv", { exact: true })).toBeVisible();

  // The link went to the account's own address; its page says when the declaration counts as received.
  await expect
    .poll(async () => (await outboxMailsContaining(reference)).filter((m) => m.includes("erklaerung-bestaetigen")), {
      timeout: 10_000,
    })
    .toHaveLength(1);
  const [notice = ""] = (await outboxMailsContaining(reference)).filter((m) => m.includes("erklaerung-bestaetigen"));
  expect(notice).toContain(`To: ${member.email ?? ""}`);
  const link = new URL(/http:\/\/[^\s]+\/erklaerung-bestaetigen\?token=[A-Za-z0-9_%-]+/.exec(notice)?.[0] ?? "");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1, name: "Kündigung bestätigen" })).toBeVisible();
  await expect(page.getByText(`(Vorgang ${reference})`)).toBeVisible();
  await expect(page.getByText(`Wenn Sie bestätigen, gilt die Kündigung als am ${receivedAt} zugegangen`)).toBeVisible();
  await page.getByRole("button", { name: "Kündigung bestätigen" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Ihre Kündigung ist wirksam und gilt als am ${receivedAt} zugegangen. Ihre Mitgliedschaft endet am`,
  );

  // Now the owner sees the end and can still take the cancellation back.
  await owner.reload();
  await expect(owner.getByText(/^Gekündigt – Zugang bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await owner.getByRole("button", { name: "Kündigung zurücknehmen" }).click();
  await expect(
    owner.getByText("Ihre Kündigung wurde zurückgenommen. Ihre Mitgliedschaft läuft weiter.", { exact: true }),
  ).toBeVisible();
  await expect(owner.getByText("Aktiv", { exact: true })).toBeVisible();
  await notices.getByRole("button", { name: "Zur Kenntnis genommen" }).click();
  await expect(notices).toHaveCount(0);
  await owner.close();
});

test("a logged-in member finds name, phone and e-mail filled in", async ({ page }) => {
  const member = await newMember();
  await loginAs(page, member);
  await page.goto("/kuendigen");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(member.name);
  await expect(page.getByLabel("Telefonnummer des Kontos")).toHaveValue(member.phone);
  await expect(page.getByLabel("E-Mail-Adresse für die Bestätigung")).toHaveValue(member.email ?? "");
  await expect(page.locator("input[type=password]")).toHaveCount(0);
});
