import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this size the headers cost more than compression saves.
const minBytes = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes a .br (maximum brotli) and a .gz (maximum gzip) beside every text file of the build,
 * once, so that the server sends them without compressing per request (src/server/http/static-site.ts).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesBelow(outDir)) {
        if (!compressible.test(file) || statSync(file).size < minBytes) continue;
        const content = readFileSync(file);
        const br = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        const gz = gzipSync(content, { level: 9 });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
