import { readFile } from "node:fs/promises";
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

test("every page's footer leads to /widerrufen, next to the cancel link, without login", async ({ page }) => {
  await openFromFooter(page, "Vertrag widerrufen", "/widerrufen");
  await expect(page.locator("input[type=password]")).toHaveCount(0);
});

atEachViewport(() => {
  test("a logged-in new member withdraws in two steps; the contract ends at once and the refund is promised", async ({
    page,
  }) => {
    const { member, summary } = await reachSummaryAsNewMember(page, "/widerrufen");
    await expect(valueOf(summary, "Erklärung")).toHaveText(
      "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag: Premium-Mitgliedschaft",
    );
    await expect(valueOf(summary, "Name")).toHaveText(member.name);
    const finalButton = page.getByRole("button", { name: "Widerruf bestätigen" });
    await expect(finalButton).toBeVisible();
    await finalButton.click();

    const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihres Widerrufs" });
    await expect(confirmation.getByRole("heading", { name: "Ihr Widerruf ist bei uns eingegangen" })).toBeVisible();
    await expect(valueOf(confirmation, "Eingegangen am")).toHaveText(receivedAtPattern);
    await expect(valueOf(confirmation, "Vertrag beendet am")).toHaveText(endPattern);
    const reference = (await valueOf(confirmation, "Vorgangsnummer").textContent()) ?? "";
    expect(reference).toMatch(/^W-/);
    await expect(confirmation).toContainText("Ihr Vertrag ist mit sofortiger Wirkung beendet");
    await expect(confirmation).toContainText("abzüglich eines anteiligen Betrags");

    const download = await printThenDownload(page);
    expect(download.suggestedFilename()).toBe(`widerruf-${reference}.txt`);
    expect(await readFile(await download.path(), "utf8")).toContain("Hiermit widerrufe ich");

    await expect.poll(() => outboxMailsContaining(reference), { timeout: 10_000 }).not.toHaveLength(0);
    const mails = await outboxMailsContaining(reference);
    expect(
      mails.some((mail) => mail.includes(`To: ${member.email ?? ""}`) && mail.includes("innerhalb von 14 Tagen")),
    ).toBe(true);
  });
});

test("a withdrawal typed with the member's phone and own address waits for the owner, who confirms it through the link", async ({
  page,
}) => {
  const member = await newMember();
  await page.goto("/widerrufen");
  await fillIdentity(page, { ...member, name: "Jemand Anderes" });
  await page.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();
  const confirmation = page.getByRole("region", { name: "Eingangsbestätigung Ihres Widerrufs" });
  await expect(confirmation).toContainText(
    "Falls zu Ihren Angaben ein Konto bei uns besteht, haben wir an die dort hinterlegte E-Mail-Adresse einen Link geschickt.",
  );
  await expect(confirmation).toContainText("Bitte bestätigen Sie den Widerruf über diesen Link");
  await expect(valueOf(confirmation, "Vertrag beendet am")).toHaveCount(0);
  const reference = (await valueOf(confirmation, "Vorgangsnummer").textContent()) ?? "";
  const receivedAt = (await valueOf(confirmation, "Eingegangen am").textContent()) ?? "";
  expect(receivedAt).toMatch(receivedAtPattern);

  await expect
    .poll(async () => (await outboxMailsContaining(reference)).filter((m) => m.includes("erklaerung-bestaetigen")), {
      timeout: 10_000,
    })
    .toHaveLength(1);
  const [notice = ""] = (await outboxMailsContaining(reference)).filter((m) => m.includes("erklaerung-bestaetigen"));
  expect(notice).toContain(`To: ${member.email ?? ""}`);
  const link = /http:\/\/[^\s]+\/erklaerung-bestaetigen\?token=[A-Za-z0-9_%-]+/.exec(notice)?.[0] ?? "";
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1, name: "Widerruf bestätigen" })).toBeVisible();
  await expect(page.getByText(`(Vorgang ${reference})`)).toBeVisible();
  await expect(page.getByText(`Wenn Sie bestätigen, gilt der Widerruf als am ${receivedAt} zugegangen`)).toBeVisible();
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Ihr Widerruf ist wirksam und gilt als am ${receivedAt} zugegangen`,
  );

  await loginAs(page, member);
  await page.goto("/profile");
  await expect(page.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toBeVisible();
});

test("the owner rejects someone else's withdrawal in the profile and keeps the membership", async ({ page }) => {
  const member = await newMember();
  await page.request.post("/api/contract-declarations/withdrawal", {
    data: {
      name: member.name,
      phone: member.phone,
      email: "jemand-anderes@example.de",
      contract: "Premium-Mitgliedschaft",
    },
    headers: { origin: process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319" },
  });
  await loginAs(page, member);
  await page.goto("/profile");
  const notices = page.getByRole("region", { name: "Erklärungen zu Ihrem Vertrag" });
  await expect(notices).toContainText("Er wird erst wirksam, wenn Sie ihn bestätigen");
  await notices.getByRole("button", { name: "Das war ich nicht" }).click();
  await expect(notices).toContainText("nicht von Ihnen stammt");
  await expect(page.getByText("Aktiv", { exact: true })).toBeVisible();
});
