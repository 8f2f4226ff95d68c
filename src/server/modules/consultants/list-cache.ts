import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { z } from "zod";
import { consultantListSchema, type Consultant } from "../../../shared/schemas/consultants.ts";
import type { ContentEncoding } from "../../http/accept-encoding.ts";

/** The public list as it goes over the wire, plain and compressed. */
export interface ConsultantListAnswer {
  json: Buffer;
  /** Made on first demand; null when the answer is too small to be worth compressing. */
  encoded(encoding: ContentEncoding): Buffer | null;
}

export interface ConsultantListCache {
  answer(): Promise<ConsultantListAnswer>;
}

// Below this compressing gains nothing (the same threshold as http/compression.ts).
const compressFrom = 1024;

function encodeAnswer(list: Consultant[]): ConsultantListAnswer {
  // What the route's serializer would do for every request: check against the schema, stringify.
  const json = Buffer.from(JSON.stringify(z.encode(consultantListSchema, list)));
  const made = new Map<ContentEncoding, Buffer>();
  return {
    json,
    encoded(encoding) {
      if (json.length < compressFrom) return null;
      let body = made.get(encoding);
      if (!body) {
        // Made once per change, so the slower, smaller settings pay off.
        body =
          encoding === "br"
            ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(json, { level: 9 });
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Every visitor of the home page and /berater asks for the same list, so it is read, checked
 * and serialized once and sent as it is while the consultants stay unchanged. Whether they
 * changed is asked of the database each time (a one-row read that a trigger keeps counting,
 * docs/decisions/0020-per-request-work.md), so a change made by any process shows in the very next answer.
 */
export function createConsultantListCache(source: {
  version(): Promise<number>;
  list(): Promise<Consultant[]>;
}): ConsultantListCache {
  let cached: { version: number; answer: Promise<ConsultantListAnswer> } | null = null;
  return {
    async answer() {
      // The version is read before the list: a change in between only makes the next request
      // read the list again, never keeps an old list under a new version.
      const version = await source.version();
      if (cached?.version !== version) {
        // Concurrent requests share one read of the list.
        const answer = source.list().then(encodeAnswer);
        cached = { version, answer };
        answer.catch(() => {
          if (cached?.answer === answer) cached = null;
        });
      }
      return cached.answer;
    },
  };
}
