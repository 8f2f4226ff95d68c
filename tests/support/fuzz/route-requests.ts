import fc from "fast-check";
import { z } from "zod";
import { arbitraryFor } from "../json-schema-arbitrary.ts";
import { requestJsonSchema } from "../request-json-schema.ts";
import type { CollectedRoute } from "../route-collector.ts";

/** Who sends a request: nobody signed in, a member, the administrator, or the telephony carrier. */
export type Role = "guest" | "user" | "admin" | "carrier";

export interface FuzzRequest {
  method: string;
  url: string;
  role: Role;
  /** JSON body; undefined sends none. */
  body?: unknown;
  /** What was broken on purpose, or "valid" when the request follows the route's schemas. */
  shape: string;
}

/** A request's parts before they become a URL and a body. */
export interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}
type Parts = RequestParts;

const schemaPart = (route: CollectedRoute, part: "params" | "querystring" | "body") => {
  const schema = route.schema?.[part];
  return schema instanceof z.ZodType ? schema : undefined;
};

const fromSchema = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> =>
  schema ? arbitraryFor(requestJsonSchema(schema)) : fc.constant(undefined);

const asText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "object" && value !== null
      ? JSON.stringify(value)
      : String(value);

function urlOf(route: CollectedRoute, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(asText(params[name] ?? "1")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item === null ? "" : asText(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const weirdValue = fc.constantFrom(null, true, 0, -1, 1.5, "", " ", "x".repeat(3000), [], {}, "1e999", "<b>");

/** One field of a valid request broken: a value of the wrong kind, or the field left out. */
function broken(parts: Parts): fc.Arbitrary<{ parts: Parts; shape: string }> {
  const targets = (["params", "query", "body"] as const).flatMap((part) => {
    const value = parts[part];
    return value && typeof value === "object" && !Array.isArray(value)
      ? Object.keys(value).map((key) => [part, key] as const)
      : [];
  });
  if (targets.length === 0) return fc.constant({ parts, shape: "valid" });
  return fc
    .tuple(fc.constantFrom(...targets), fc.option(weirdValue, { nil: undefined }))
    .map(([[part, key], value]) => {
      const copy = { ...(parts[part] as Record<string, unknown>) };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      return {
        parts: { ...parts, [part]: copy },
        shape: value === undefined ? `${part}.${key} left out` : `${part}.${key} = ${JSON.stringify(value)}`,
      };
    });
}

/**
 * Requests to `route` as its schemas describe them (params, query string and JSON body), half
 * of them from `examples` when there are any, and one in four with one field broken. `roles`
 * are the callers to choose from.
 */
export function requestsFor(
  route: CollectedRoute,
  roles: readonly Role[],
  examples: readonly RequestParts[] = [],
): fc.Arbitrary<FuzzRequest> {
  const generated = fc.record({
    params: fromSchema(schemaPart(route, "params")),
    query: fromSchema(schemaPart(route, "querystring")),
    body: fromSchema(schemaPart(route, "body")),
  }) as fc.Arbitrary<Parts>;
  const valid = examples.length > 0 ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
  const shaped = valid.chain((parts) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant({ parts, shape: "valid" }) }, { weight: 1, arbitrary: broken(parts) }),
  );
  return fc.record({ shaped, role: fc.constantFrom(...roles) }).map(({ shaped: { parts, shape }, role }) => ({
    method: route.method,
    url: urlOf(route, parts.params, parts.query),
    role,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    shape,
  }));
}
