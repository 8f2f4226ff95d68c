import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { createConsultant, createReview, createUser } from "../../src/server/db/seed/factories.ts";
import { withDatabase } from "./accounts.ts";
import { expect } from "./fixtures.ts";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319";

/**
 * A one-star review of a new consultant by a reviewer with an address, reported through the API
 * as a guest with an address would report it.
 */
export async function reportedReview(page: Page) {
  const run = randomInt(100_000, 999_999);
  const reporterEmail = `melderin-${run}@example.com`;
  const reviewerEmail = `mia-${run}@example.com`;
  const { consultant, reviewId } = await withDatabase(async (db) => {
    // Offline sorts last on /berater, so the card does not move the cards other tests look at.
    const consultant = await createConsultant(db, { name: `Luna Stern ${run}`, status: "offline" });
    const reviewer = await createUser(db, { name: "Mia Mitglied", email: reviewerEmail });
    const { reviewId } = await createReview(db, reviewer, consultant, {
      stars: 1,
      text: "Die Beraterin ist eine Betrügerin und gehört eingesperrt.",
    });
    return { consultant, reviewId };
  });
  const reported = await page.request.post(`/api/reviews/${reviewId}/reports`, {
    data: {
      reason: "insulting",
      text: "Das ist eine Beleidigung, keine Meinung.",
      name: "Rita Richtig",
      email: reporterEmail,
      goodFaith: true,
    },
    headers: { origin: baseURL },
  });
  expect(reported.status()).toBe(201);
  return { consultant, reviewId, reporterEmail, reviewerEmail };
}
