import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

// Text answers (pages, JSON, the API description) go out brotli- or gzip-compressed to clients
// that accept it. Built assets are compressed once at build time (vite.config.ts) and served
// from their .br/.gz files (static-site.ts); what is made per request is compressed here, at a
// brotli level that costs little time per answer, not the slow maximum meant for build time.
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
