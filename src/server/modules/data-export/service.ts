import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import {
  dataExportMessages,
  dataExportOfferDays,
  dataExportPaths,
  type DataExportDownloadTicket,
  type DataExportState,
} from "../../../shared/schemas/data-export.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Clock } from "../../lib/clock.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { buildArchive, type PersonalTables } from "./archive.ts";
import { dataReadyMail } from "./mail.ts";
import { createDataExportsRepo, type DataExportRow } from "./repo.ts";

/** The account whose data is read: its id, and its address for what is filed by address. */
export interface Person {
  id: number;
  email: string | null;
}

/** A module's rows of the account, by table (each module reads only its own tables). */
export type PersonalDataSource = (person: Person) => Promise<PersonalTables>;

const dayMs = 24 * 60 * 60_000;
/** How long a password confirmation lets the owner download: one click, a few minutes. */
export const downloadTicketMs = 10 * 60_000;
/** A claim older than this belongs to a process that died; another may take the row over. */
const claimTimeoutMs = 10 * 60_000;
const maxAttempts = 5;
const batchSize = 5;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export interface DataExportDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<Users, "findById">;
  mailer: Mailer;
  brandName: string;
  publicOrigin: string;
  log: FastifyBaseLogger;
  rateLimiter: Pick<RateLimiter, "hit" | "release">;
  sources: PersonalDataSource[];
}

/**
 * "Meine Daten herunterladen" (docs/decisions/0035): a request confirmed with the password is
 * one row per account while it is prepared or offered; a job prepares the ZIP, stores it in the
 * row, announces it by mail and deletes it after seven days. Downloading takes a fresh
 * password confirmation: it gives a one-time token for the owner's session only.
 */
export function createDataExportService(deps: DataExportDeps) {
  const { db, clock, users, log } = deps;
  const repo = createDataExportsRepo(db);
  const nowIso = () => clock.now().toISOString();
  const staleBefore = () => new Date(clock.now().getTime() - claimTimeoutMs).toISOString();
  let standIn: Promise<string> | undefined;

  /** The account, when the password is its own; the same work and the same refusal otherwise. */
  async function confirmPassword(userId: number, password: string) {
    const limit = ["dataExportPasswordFailuresPerAccount", `user:${userId}`] as const;
    await deps.rateLimiter.hit(...limit);
    const user = await users.findById(userId);
    standIn ??= hashPassword("no account has this password");
    const ok = await verifyPassword(user?.password_hash ?? (await standIn), password);
    if (!user || !ok) throw new HttpError(400, dataExportMessages.wrongPassword);
    await deps.rateLimiter.release(...limit);
    return user;
  }

  function stateOf(row: DataExportRow | undefined): DataExportState {
    if (!row) return { state: "none" };
    if (row.ready_at === null || row.expires_at === null) return { state: "preparing", requestedAt: row.requested_at };
    if (row.expires_at <= nowIso()) return { state: "none" };
    return {
      state: "ready",
      requestedAt: row.requested_at,
      readyAt: row.ready_at,
      expiresAt: row.expires_at,
      sizeBytes: row.size_bytes ?? 0,
    };
  }

  /** Everything the modules hold about the account, as the ZIP (also the administrator's export). */
  async function archiveOf(userId: number): Promise<Uint8Array> {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(404, dataExportMessages.unknownUser);
    const person = { id: user.id, email: user.email };
    const parts = await Promise.all(deps.sources.map((source) => source(person)));
    const tables: PersonalTables = Object.assign({}, ...parts);
    return buildArchive({ userId, brandName: deps.brandName, createdAt: clock.now(), tables });
  }

  async function prepare(row: DataExportRow): Promise<void> {
    try {
      const content = await archiveOf(row.user_id);
      const readyAt = clock.now();
      const expiresAt = new Date(readyAt.getTime() + dataExportOfferDays * dayMs);
      await repo.storeFile(row.id, content, readyAt.toISOString(), expiresAt.toISOString());
    } catch (err) {
      log.error({ err, exportId: row.id }, "data export could not be prepared; the job tries again");
      await repo.release(row.id);
    }
  }

  async function announce(row: DataExportRow): Promise<void> {
    const user = await users.findById(row.user_id);
    if (!user?.email || !row.expires_at) {
      await repo.markMailed(row.id, nowIso());
      return;
    }
    try {
      await deps.mailer.send(
        dataReadyMail({
          to: user.email,
          name: user.name,
          brandName: deps.brandName,
          publicOrigin: deps.publicOrigin,
          expiresAt: row.expires_at,
          messageId: `<data-export-${row.id}@${new URL(deps.publicOrigin).hostname}>`,
        }),
      );
      await repo.markMailed(row.id, nowIso());
    } catch (err) {
      log.warn({ err, exportId: row.id }, "data export mail failed; the job tries again");
      await repo.releaseMail(row.id);
    }
  }

  return {
    /** The account's request: the one being prepared or offered, or a new one. */
    async request(userId: number, password: string): Promise<DataExportState> {
      await confirmPassword(userId, password);
      const now = nowIso();
      await repo.deleteExpired(now);
      return stateOf(await repo.openOrCreate(userId, now));
    },

    async state(userId: number): Promise<DataExportState> {
      return stateOf(await repo.openOf(userId));
    },

    /** A fresh password confirmation gives the owner a one-time download address. */
    async downloadTicket(userId: number, password: string): Promise<DataExportDownloadTicket> {
      await confirmPassword(userId, password);
      const row = await repo.openOf(userId);
      if (stateOf(row).state !== "ready" || !row) throw new HttpError(409, dataExportMessages.notReady);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(clock.now().getTime() + downloadTicketMs).toISOString();
      await repo.setDownloadToken(row.id, sha256(token), expiresAt);
      return { url: `${dataExportPaths.download}?token=${token}`, expiresAt };
    },

    /** The ZIP for its owner with an unused, unexpired token; 403 otherwise. */
    async download(userId: number, token: string | undefined): Promise<Uint8Array> {
      const content = token ? await repo.takeFile(userId, sha256(token), nowIso()) : undefined;
      if (!content) throw new HttpError(403, dataExportMessages.confirmAgain);
      return content;
    },

    archiveOf,

    /**
     * The job's round: deletes what was offered long enough, prepares the waiting requests and
     * mails the announcements. Claims live in the database, so any number of processes may run it.
     */
    async runDue(): Promise<void> {
      await repo.deleteExpired(nowIso());
      for (const row of await repo.duePreparation(staleBefore(), maxAttempts, batchSize)) {
        if (await repo.claim(row.id, nowIso(), staleBefore())) await prepare(row);
      }
      for (const row of await repo.dueMail(staleBefore(), batchSize)) {
        const ready = await repo.openOf(row.user_id);
        if (ready?.id === row.id && (await repo.claimMail(row.id, nowIso(), staleBefore()))) await announce(ready);
      }
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
