import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the address /berater/<slug>", () => {
  it("is a page for a listed consultant and a 404 for an unknown or deactivated one", async () => {
    const db = t.database.handle.db;
    const listed = await createConsultant(db, { name: "Luna Stern" });
    const gone = await createConsultant(db, { name: "Theo Fort", active: 0 });
    const get = (url: string) => t.app.inject({ method: "GET", url });

    const page = await get(`/berater/${listed.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // The same page either way: the client says that no one has that address.
    for (const url of [`/berater/${gone.slug}`, "/berater/niemand-hier", "/berater/Gro%C3%9F"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
    }
    expect((await get(`/berater/${listed.slug}/mehr`)).statusCode).toBe(404);
  });
});
