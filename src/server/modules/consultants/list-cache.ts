import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { z } from "zod";
import { consultantListSchema, type Consultant } from "../../../shared/schemas/consultants.ts";
import type { ContentEncoding } from "../../http/accept-encoding.ts";

/** The public list as it goes over the wire, plain and compressed. */
export interface ConsultantListAnswer {
  json: Buffer;
  /**
   * The newest status event the list contains (0: none): read before the list, so the list
   * holds this change and every one before it, and perhaps later ones (docs/decisions/0042).
   */
  statusEventId: number;
  /** Made on first demand; null when the answer is too small to be worth compressing. */
  encoded(encoding: ContentEncoding): Buffer | null;
}

export interface ConsultantListCache {
  answer(): Promise<ConsultantListAnswer>;
}

// Below this compressing gains nothing (the same threshold as http/compression.ts).
const compressFrom = 1024;

function encodeAnswer(list: Consultant[], statusEventId: number): ConsultantListAnswer {
  // What the route's serializer would do for every request: check against the schema, stringify.
  const json = Buffer.from(JSON.stringify(z.encode(consultantListSchema, list)));
  const made = new Map<ContentEncoding, Buffer>();
  return {
    json,
    statusEventId,
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
 * changed is a number a trigger keeps counting in the database (docs/decisions/0020-per-request-work.md);
 * it is read only when `stamp` says something may have been written since it was last read
 * (list-freshness.ts, docs/decisions/0052-lean-public-consultant-list.md), or when `stamp` cannot
 * say (null).
 */
export function createConsultantListCache(source: {
  version(): Promise<number>;
  /** The newest status event (0: none). */
  newestStatusEvent(): Promise<number>;
  list(): Promise<Consultant[]>;
  stamp(): number | null;
}): ConsultantListCache {
  let cached: { version: number; stamp: number | null; answer: Promise<ConsultantListAnswer> } | null = null;
  return {
    async answer() {
      const stamp = source.stamp();
      if (cached && stamp !== null && cached.stamp === stamp) return cached.answer;
      // The stamp is taken before the version, and the version before the list: a change in
      // between only makes a later request read them again, never keeps an old list as current.
      const version = await source.version();
      if (cached?.version !== version) {
        // Concurrent requests share one read of the list. The status event is read before it: a
        // change committed in between is in the list and is sent once more by a stream resumed
        // from the older event, which does no harm; the reverse would lose it. A list kept while
        // another process's change is not yet known here keeps its older event, and a stream
        // resumed from it sends that change.
        const answer = source
          .newestStatusEvent()
          .then(async (statusEventId) => encodeAnswer(await source.list(), statusEventId));
        cached = { version, stamp, answer };
        answer.catch(() => {
          if (cached?.answer === answer) cached = null;
        });
      } else {
        cached.stamp = stamp;
      }
      return cached.answer;
    },
  };
}
