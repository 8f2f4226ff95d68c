import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { legacyBodySignature, signBody } from "../../../src/server/modules/telephony/signature.ts";
import { alertMailsOf, alertOn } from "../../support/favourites.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import type { TestApp } from "../../support/test-app.ts";

// The carrier's signature covers a time with the body (docs/telephony.md): a captured push stops
// working after five minutes, and within them the same signed push is carried out once.

const { secret } = carrier;
const badSignature = { message: "Ungültige Signatur." };
const staleSignature = {
  message:
    "Der Zeitstempel der Signatur liegt mehr als 5 Minuten von unserer Uhrzeit entfernt. Bitte senden Sie die Meldung mit der aktuellen Zeit neu signiert.",
};
const seenSignature = {
  message:
    "Diese signierte Meldung ist bereits angekommen und wird nicht noch einmal ausgeführt. Eine neue Meldung braucht einen neuen Zeitstempel.",
};
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

function record() {
  return {
    recordId: `cdr-${randomUUID()}`,
    caller: "+4915100000000",
    line: "member",
    startedAt: "2026-11-20T18:30:00Z",
    durationSeconds: 60,
    costCents: 69,
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp({ JOB_INTERVAL_MS: "3600000" });
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.handle.db.selectFrom("consultants").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const storedRecords = async (recordId: string) =>
  (await t.database.handle.db.selectFrom("calls").select("id").where("record_id", "=", recordId).execute()).length;

describe("the signature's time", () => {
  it("is accepted five minutes either way and refused beyond, on both signed endpoints", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const push = (status: string, at: Date) => {
      const body = { extension: consultant.extension, status, pushId: randomUUID() };
      return postSigned(
        t.app,
        "/api/telephony/consultant-status",
        body,
        secret,
        signBody(JSON.stringify(body), secret, at),
      );
    };
    const recordAt = (at: Date) => {
      const body = record();
      return {
        body,
        res: postSigned(t.app, "/api/telephony/calls", body, secret, signBody(JSON.stringify(body), secret, at)),
      };
    };

    // Four and a half minutes late or early: the carrier's clock may be off a little.
    expect((await push("busy", secondsAgo(270))).json()).toEqual({ id: consultant.id, status: "busy" });
    expect((await push("available", secondsAgo(-270))).json()).toEqual({ id: consultant.id, status: "available" });
    const fresh = recordAt(secondsAgo(270));
    expect((await fresh.res).json()).toEqual({ stored: true });

    // Beyond five minutes, in the past or the future: refused, and nothing changes.
    for (const at of [secondsAgo(330), secondsAgo(-330), secondsAgo(24 * 3600), new Date(0)]) {
      const late = await push("offline", at);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual(staleSignature);
      const lateRecord = recordAt(at);
      expect((await lateRecord.res).statusCode).toBe(401);
      expect((await lateRecord.res).json()).toEqual(staleSignature);
      expect(await storedRecords(lateRecord.body.recordId)).toBe(0);
    }
    expect(await statusOf(consultant.id)).toBe("available");
  });

  it("is part of what is signed: another time with the same v1, a wrong secret or a broken header is a bad signature", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const body = { extension: consultant.extension, status: "available", pushId: randomUUID() };
    const raw = JSON.stringify(body);
    const signed = signBody(raw, secret);
    const v1 = signed.slice(signed.indexOf("v1="));
    const t0 = Number(signed.slice(2, signed.indexOf(",")));
    for (const header of [
      `t=${t0 + 1},${v1}`,
      signBody(raw, "falsch"),
      v1,
      `t=${t0}`,
      `t=${t0},t=${t0},${v1}`,
      `t=abc,${v1}`,
      "",
    ]) {
      const res = await postSigned(t.app, "/api/telephony/consultant-status", body, secret, header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(badSignature);
    }
    expect(await statusOf(consultant.id)).toBe("offline");
    // While the secret changes, the carrier may send a v1 for each: one that matches is enough.
    const rotated = `t=${t0},v1=${"0".repeat(64)},${v1}`;
    expect((await postSigned(t.app, "/api/telephony/consultant-status", body, secret, rotated)).statusCode).toBe(200);
    expect(await statusOf(consultant.id)).toBe("available");
  });
});

describe("the same signed status push again", () => {
  it("is refused within the five minutes: a replayed 'offline' takes no effect and a replayed 'available' sends no mail", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db, { status: "offline" });
    const user = await createUser(db);
    await alertOn(db, user.id, consultant.id, { anyHour: true });
    // A push as it went over the wire, to be sent again byte for byte.
    const signedPush = (status: string, pushId?: string) => {
      const body = { extension: consultant.extension, status, ...(pushId ? { pushId } : {}) };
      return { body, signature: signBody(JSON.stringify(body), secret) };
    };
    const send = (push: { body: object; signature: string }) =>
      postSigned(t.app, "/api/telephony/consultant-status", push.body, secret, push.signature);
    const eventsOf = async () =>
      (
        await db
          .selectFrom("consultant_status_events")
          .select("id")
          .where("consultant_id", "=", consultant.id)
          .execute()
      ).length;

    const available = signedPush("available");
    const offline = signedPush("offline");
    for (const push of [available, offline, signedPush("available", "2")])
      expect((await send(push)).statusCode).toBe(200);
    expect(await statusOf(consultant.id)).toBe("available");
    expect(await alertMailsOf(db, consultant.id)).toHaveLength(1);
    const events = await eventsOf();

    // The captured 'offline' a moment later: refused, the consultant stays available.
    const replayedOffline = await send(offline);
    expect(replayedOffline.statusCode).toBe(409);
    expect(replayedOffline.json()).toEqual(seenSignature);
    expect(await statusOf(consultant.id)).toBe("available");
    expect(await eventsOf()).toBe(events);

    // The captured first 'available' after the consultant went offline: refused, no second mail.
    expect((await send(signedPush("offline", "4"))).statusCode).toBe(200);
    const replayedAvailable = await send(available);
    expect(replayedAvailable.statusCode).toBe(409);
    expect(replayedAvailable.json()).toEqual(seenSignature);
    expect(await statusOf(consultant.id)).toBe("offline");
    expect(await eventsOf()).toBe(events + 1);
    expect(await alertMailsOf(db, consultant.id)).toHaveLength(1);
  });

  it("is carried out once when it arrives many times at once", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const body = { extension: consultant.extension, status: "busy" };
    const signature = signBody(JSON.stringify(body), secret);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postSigned(t.app, "/api/telephony/consultant-status", body, secret, signature)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await statusOf(consultant.id)).toBe("busy");
  });

  it("is forgotten once it can no longer be fresh", async () => {
    const db = t.database.handle.db;
    await db
      .insertInto("telephony_seen_signatures")
      .values({ signature: `old-${randomUUID()}`, expires_at: secondsAgo(1).toISOString() })
      .execute();
    const consultant = await createConsultant(db, { status: "offline" });
    const body = { extension: consultant.extension, status: "busy", pushId: randomUUID() };
    expect((await postSigned(t.app, "/api/telephony/consultant-status", body, secret)).statusCode).toBe(200);
    const left = await db.selectFrom("telephony_seen_signatures").select("expires_at").execute();
    expect(left.every((row) => Date.parse(row.expires_at) > Date.now())).toBe(true);
  });

  it("is no concern for call records, which are stored once by their recordId", async () => {
    const body = record();
    const signature = signBody(JSON.stringify(body), secret);
    expect((await postSigned(t.app, "/api/telephony/calls", body, secret, signature)).json()).toEqual({ stored: true });
    expect((await postSigned(t.app, "/api/telephony/calls", body, secret, signature)).json()).toEqual({
      stored: false,
    });
    expect(await storedRecords(body.recordId)).toBe(1);
  });
});

describe("the old signature without time", () => {
  it("is refused like a wrong signature when no transition period is set", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    const body = { extension: consultant.extension, status: "available" };
    const res = await postSigned(
      t.app,
      "/api/telephony/consultant-status",
      body,
      secret,
      legacyBodySignature(JSON.stringify(body), secret),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(badSignature);
    const recordBody = record();
    const legacyRecord = await postSigned(
      t.app,
      "/api/telephony/calls",
      recordBody,
      secret,
      legacyBodySignature(JSON.stringify(recordBody), secret),
    );
    expect(legacyRecord.statusCode).toBe(401);
    expect(legacyRecord.json()).toEqual(badSignature);
    expect(await storedRecords(recordBody.recordId)).toBe(0);
    expect(await statusOf(consultant.id)).toBe("offline");
  });

  it("is accepted before TELEPHONY_LEGACY_SIGNATURE_UNTIL and refused from that day on", async () => {
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    for (const [until, accepted] of [
      [ahead, true],
      [today, false],
    ] as const) {
      const app = await createTelephonyTestApp({ TELEPHONY_LEGACY_SIGNATURE_UNTIL: until });
      try {
        const body = record();
        const res = await postSigned(
          app.app,
          "/api/telephony/calls",
          body,
          secret,
          legacyBodySignature(JSON.stringify(body), secret),
        );
        if (accepted) expect(res.json()).toEqual({ stored: true });
        else expect(res.json()).toEqual(badSignature);
        // The signature with time works either way.
        expect((await postSigned(app.app, "/api/telephony/calls", record(), secret)).json()).toEqual({ stored: true });
      } finally {
        await app.close();
      }
    }
  });

  it("needs a date as its end", () => {
    expect(
      loadConfig({ NODE_ENV: "test", TELEPHONY_LEGACY_SIGNATURE_UNTIL: "2027-03-01" }).telephony.legacySignatureUntil,
    ).toEqual(new Date("2027-03-01T00:00:00Z"));
    expect(loadConfig({ NODE_ENV: "test" }).telephony.legacySignatureUntil).toBeNull();
    for (const value of ["bald", "2027-13-01", "01.03.2027"]) {
      expect(() => loadConfig({ NODE_ENV: "test", TELEPHONY_LEGACY_SIGNATURE_UNTIL: value })).toThrow(ConfigError);
    }
  });
});
