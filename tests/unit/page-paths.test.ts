import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import type { RouteObject } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { appRoutes } from "../../src/client/app/router.tsx";
import { pageFor } from "../../src/client/app/page-modules.ts";
import { pageRoutes, pages, plannedPaths, type LinkTarget, type PageName } from "../../src/shared/domain/page-paths.ts";
import { registerStaticSite } from "../../src/server/http/static-site.ts";

// The client router, the shared page list and the server's known pages must name the same
// pages: a page only the router knows would be served with a 404 status, a path only the
// server knows would show the client's not-found page with a 200.

function routerPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routerPaths(route.children ?? []),
  ]);
}

const clientDir = mkdtempSync(join(tmpdir(), "page-paths-"));
writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Portal</title><div id=root></div>");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

async function serverPagePaths(): Promise<{ paths: string[]; status(url: string): Promise<number> }> {
  const app = Fastify();
  const paths: string[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // fastify-static adds one route per file of the build, named in its config; the pages are
    // the other GET routes.
    const servesFile = typeof (route.config as { file?: unknown } | undefined)?.file === "string";
    if (methods.includes("GET") && !servesFile) paths.push(route.url);
  });
  await registerStaticSite(app, clientDir);
  await app.ready();
  return {
    paths,
    status: async (url) => (await app.inject({ method: "GET", url })).statusCode,
  };
}

describe("the page paths", () => {
  it("are the same in the router and the shared list, plus the not-found route", () => {
    const paths = routerPaths(appRoutes);
    expect(paths.filter((path) => path !== "*")).toEqual([...pageRoutes]);
    expect(paths.at(-1)).toBe("*");
  });

  it("are the server's known pages", async () => {
    const server = await serverPagePaths();
    expect([...server.paths].sort()).toEqual([...pageRoutes].sort());
    for (const path of pageRoutes) expect(await server.status(path), path).toBe(200);
    expect(await server.status("/gibt-es-nicht")).toBe(404);
  });

  it("keep planned addresses apart from pages: they answer 404 until their page exists", async () => {
    const server = await serverPagePaths();
    for (const path of plannedPaths) {
      expect(Object.values<string>(pages)).not.toContain(path);
      expect(await server.status(path), path).toBe(404);
    }
  });

  it("are unique and absolute", () => {
    expect(new Set(pageRoutes).size).toBe(pageRoutes.length);
    for (const path of pageRoutes) expect(path).toMatch(/^\/[a-z0-9/-]*(?:\/:[a-z]+)?$/);
  });

  it("make a link to a page that does not exist a type error (checked by npm run typecheck)", () => {
    const targets: LinkTarget[] = ["/", "/agb#datenschutz", "/reset-password?token=abc", "/credits"];
    // @ts-expect-error the prices are at /pricing; "/preise" is no page
    const wrong: LinkTarget = "/preise";
    expect(targets).toHaveLength(4);
    expect(wrong).toBe("/preise");
  });
});

describe("a page with parameters", () => {
  it("answers 200 where the address names something that exists and 404 elsewhere", async () => {
    const app = Fastify();
    const asked: Array<[string, Record<string, string>]> = [];
    await registerStaticSite(app, clientDir, {
      pageExists: async (page, params) => {
        asked.push([page, { ...params }]);
        return params.slug === "luna-stern";
      },
    });
    const status = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;
    expect(await status("/berater/luna-stern")).toBe(200);
    expect(await status("/berater/niemand")).toBe(404);
    expect(await status("/berater")).toBe(200);
    expect(asked).toEqual([
      ["/berater/:slug", { slug: "luna-stern" }],
      ["/berater/:slug", { slug: "niemand" }],
    ]);
  });
});

describe("the page an address shows", () => {
  it("is the page of its path, with or without a trailing slash, and the not-found page otherwise", () => {
    for (const name of Object.keys(pages) as PageName[]) {
      expect(pageFor(pages[name]), pages[name]).toBe(name);
    }
    expect(pageFor("/berater/")).toBe("consultants");
    expect(pageFor("/berater/luna-stern")).toBe("consultantProfile");
    expect(pageFor("/gibt-es-nicht")).toBe("notFound");
    expect(pageFor("/berater/luna-stern/extra")).toBe("notFound");
  });
});
