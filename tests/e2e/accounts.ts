import type { Page } from "@playwright/test";
import { openDatabase } from "../../src/server/db/database.ts";
import { createMember, createUser, type CreatedUser } from "../../src/server/db/seed/factories.ts";

// Browser tests log in through the API (only the login page's own tests use the form); the
// accounts come from the same factories as the API tests, written into the server's database.

export async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set; run the browser tests through scripts/e2e.ts");
  const handle = openDatabase(url);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export function newUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<CreatedUser> {
  return withDatabase((db) => createUser(db, overrides));
}

export function newMember(): Promise<CreatedUser> {
  return withDatabase((db) => createMember(db));
}

export async function loginAs(page: Page, user: { phone: string; password: string }): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319";
  const res = await page.request.post("/api/auth/login", {
    data: { identifier: user.phone, password: user.password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/**
 * Holds the page's session check (/api/auth/me) back, as on a slow line, until the returned
 * function is called: for what a visitor does before the page knows who they are.
 */
export async function holdSessionCheck(page: Page): Promise<() => void> {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/auth/me", async (route) => {
    await answered;
    await route.continue();
  });
  return answer;
}
