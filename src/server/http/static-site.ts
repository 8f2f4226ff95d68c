import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isPagePattern, pageRoutes, type PagePath } from "../../shared/domain/page-paths.ts";
import { prerenderedDir, prerenderedPages } from "../../shared/domain/prerendered-pages.ts";
import { describePagePath, withDescription } from "../../shared/domain/page-descriptions.ts";
import { messages } from "./http-error.ts";

const knownPages = new Set<string>(pageRoutes);

/**
 * Whether the address of a page with parameters (/berater/:slug) names something that exists,
 * given the page's path and the parameters of the address. Without it every such address is a page.
 */
export type PageExists = (page: PagePath, params: Readonly<Record<string, string>>) => Promise<boolean>;

export interface StaticSiteOptions {
  pageExists?: PageExists;
}

function isKnownPage(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? "/";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return knownPages.has(trimmed);
}

/**
 * Serves the built client. Hashed assets are cached forever, everything else revalidates.
 * Page routes get index.html: 200 for a known page, 404 for anything else, so that search
 * engines and monitors see a real 404 while the client renders its own not-found page.
 * The public pages built into HTML ahead of time get their own file instead
 * (docs/decisions/0018-prerendered-public-pages.md).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  const root = resolve(clientDir);
  const indexPath = join(root, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
  const prerendered = new Map<string, NonNullable<typeof indexHtml>>();
  for (const page of prerenderedPages) {
    const file = join(root, prerenderedDir, page.file);
    if (existsSync(file)) prerendered.set(page.path, readFileSync(file));
  }

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // One route per file of the build, found once at start: an unknown path then never reaches
      // the file system and is answered by the not-found handler below. With a catch-all route
      // the plugin looked each path up on disk, and a path longer than the file system allows
      // (255 bytes a name, 4 KiB in all) came back as 403 instead of 404.
      wildcard: false,
      globIgnore: [`${prerenderedDir}/**`],
      // The build writes .br and .gz beside every text asset (vite.config.ts).
      preCompressed: true,
      // The prerendered pages are sent only for their own paths, below; the build's records
      // (Vite's manifest, which modules went into which chunk) are for the build, not for visitors.
      allowedPath: (pathName) => !pathName.startsWith(`/${prerenderedDir}/`) && !pathName.startsWith("/.vite/"),
      cacheControl: false,
      // Small files a browser fetches whole: no Accept-Ranges to send with every one.
      acceptRanges: false,
      setHeaders(res, path) {
        const hashed = path.startsWith(join(root, "assets"));
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const sendPage = (reply: FastifyReply, status: number, html = indexHtml) => {
    if (!html) {
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send("Die Oberfläche ist nicht gebaut: npm run build");
    }
    return reply.code(status).type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
  };

  // A page without a prerendered file gets index.html with its own description.
  const described = (path: PagePath) =>
    indexHtml ? Buffer.from(withDescription(indexHtml.toString("utf8"), describePagePath(path))) : null;
  for (const path of pageRoutes) {
    const html = prerendered.get(path) ?? described(path);
    if (!isPagePattern(path) || !options.pageExists) {
      app.get(path, (_request, reply) => sendPage(reply, 200, html));
      continue;
    }
    const exists = options.pageExists;
    // The same page either way: the client shows its not-found text, the status tells machines.
    app.get(path, async (request, reply) => {
      const params = (request.params ?? {}) as Record<string, string>;
      return sendPage(reply, (await exists(path, params)) ? 200 : 404, html);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ message: messages.notFoundApi });
    }
    return sendPage(reply, isKnownPage(request.url) ? 200 : 404);
  });
}
