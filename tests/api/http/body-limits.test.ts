import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { largestJsonValue, Unbounded } from "../../support/largest-json-value.ts";
import { requestJsonSchema } from "../../support/request-json-schema.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// Every route that takes a body must read the largest body its schema accepts; a smaller limit
// refuses valid input with 413. Routes whose schema sets no maximum, or that take no JSON
// body, keep the default limit on purpose, each for the reason given here
// (docs/decisions/0025-body-limits-from-schemas.md).
const noBody = "takes no body; the default limit caps what a client sends anyway";
const refusedWhenLong = "its check refuses every longer value; under the default limit";
const providersMessage = "the provider's message, whose fields the provider decides; under the default limit";
const defaultLimitOnPurpose: Record<string, string> = {
  "POST /api/auth/logout": noBody,
  "POST /api/subscription/cancel": noBody,
  "POST /api/subscription/resume": noBody,
  "POST /api/spending/pause/end": noBody,
  "DELETE /api/spending/limits/pending": noBody,
  "DELETE /api/reviews/:id": noBody,
  "POST /api/contract-declarations/:reference/acknowledge": noBody,
  "POST /api/admin/horoscopes/:month/publish": noBody,
  "POST /api/admin/second-factor/setup": noBody,
  "POST /api/admin/consultants/:id/deactivate": noBody,
  "POST /api/admin/consultants/:id/reactivate": noBody,
  "POST /api/admin/users/:id/data-export": noBody,
  "POST /api/horoscopes/unsubscribe": "the mail program's one-click form, whose content is ignored",
  "PUT /api/favourites/:consultantId": noBody,
  "DELETE /api/account/deletion": noBody,
  "POST /api/email-confirmation/resend": noBody,
  "DELETE /api/favourites/:consultantId": noBody,
  "DELETE /api/favourites/:consultantId/alert": noBody,
  "POST /api/availability-alerts/unsubscribe-one-click": "the mail program's one-click form, whose content is ignored",
  "POST /api/admin/consultants/:id/portrait":
    "the raw image, read by the route's own parser up to PORTRAIT_MAX_BYTES (the default limit does not apply to it)",
  "POST /api/contract-declarations/cancellation": `phone: ${refusedWhenLong}`,
  "POST /api/contract-declarations/withdrawal": `phone: ${refusedWhenLong}`,
  "PUT /api/horoscopes/me": `birthDate: ${refusedWhenLong}`,
  "POST /paypal/subscription": `isRecurring, currency: ${refusedWhenLong}`,
  "POST /api/paypal/subscription": `isRecurring, currency: ${refusedWhenLong}`,
  "POST /api/maxpay/create": `currency: ${refusedWhenLong}`,
  "POST /api/maxpay/create-payment": `currency: ${refusedWhenLong}`,
  "POST /api/telephony/calls": `the carrier's call record; startedAt may carry any number of fraction digits`,
  "POST /api/paypal/webhook": providersMessage,
  "POST /api/maxpay/callback": providersMessage,
};
// The emulators answer what the providers' APIs take, without schemas of their own.
const emulatorPrefix = "/__sandbox/";

const withBody = (route: CollectedRoute) => !["GET", "HEAD", "OPTIONS"].includes(route.method);
const keyOf = (route: CollectedRoute) => `${route.method} ${route.url}`;

/** The bytes of the largest body the route's schema accepts; undefined without a maximum or a schema. */
function largestBody(route: CollectedRoute): number | undefined {
  const body = route.schema?.body;
  if (!(body instanceof z.ZodType)) return undefined;
  try {
    return Buffer.byteLength(JSON.stringify(largestJsonValue(requestJsonSchema(body))));
  } catch (error) {
    if (error instanceof Unbounded) return undefined;
    throw error;
  }
}

describe("body limits", () => {
  let t: TestApp;
  let routes: CollectedRoute[];
  beforeAll(async () => {
    const collected = await collectRoutes(() => createTestApp());
    t = collected.result;
    routes = collected.routes.filter(withBody);
  });
  afterAll(() => t.close());

  it("let every route read the largest body its schema accepts", () => {
    const appLimit = t.app.initialConfig.bodyLimit ?? 0;
    const tooSmall = routes.flatMap((route) => {
      const bytes = largestBody(route);
      const limit = route.bodyLimit ?? appLimit;
      return bytes !== undefined && bytes > limit ? [`${keyOf(route)}: ${bytes} bytes > limit ${limit}`] : [];
    });
    expect(tooSmall).toEqual([]);
  });

  it("keep the default limit only where it is a choice listed above", () => {
    const unlisted = routes
      .filter((route) => largestBody(route) === undefined && !route.url.startsWith(emulatorPrefix))
      .map(keyOf)
      .filter((key) => defaultLimitOnPurpose[key] === undefined);
    expect(unlisted, "bound the schema's fields or list the route with its reason").toEqual([]);
    const stale = Object.keys(defaultLimitOnPurpose).filter(
      (key) => !routes.some((route) => keyOf(route) === key && largestBody(route) === undefined),
    );
    expect(stale, "these routes are gone or now bounded by their schema").toEqual([]);
  });

  it("keep the default limit itself small", () => {
    expect(t.app.initialConfig.bodyLimit).toBe(64 * 1024);
    const raised = routes.filter((route) => route.bodyLimit !== undefined).map(keyOf);
    expect(raised).toEqual(["PUT /api/admin/horoscopes/:month"]);
  });
});
