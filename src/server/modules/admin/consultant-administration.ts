import type { Kysely } from "kysely";
import { splitSpecialties } from "../../../shared/domain/consultants.ts";
import {
  adminConsultantMessages,
  type AdminConsultant,
  type AdminConsultantValues,
} from "../../../shared/schemas/admin-consultants.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  consultantImage,
  processPortrait,
  type ConsultantChanges,
  type ConsultantFields,
  type ConsultantRecord,
  type Consultants,
  type StatusFollower,
} from "../consultants/index.ts";
import type { AuditLog } from "./audit-log.ts";

export function adminConsultantView(row: ConsultantRecord): AdminConsultant {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    specialties: row.specialties,
    description: row.description,
    status: row.status,
    rating: row.rating,
    reviewCount: row.rating_count,
    extension: row.extension,
    creditsPerMinute: row.credits_per_minute,
    workingHours: row.working_hours,
    active: row.active === 1,
    deactivatedAt: row.deactivated_at,
    imageUrl: consultantImage(row).imageUrl,
    hasUploadedPortrait: row.portrait_hash !== null,
  };
}

/** What the audit row keeps of a consultant: every field the administration can change. */
function snapshot(row: ConsultantRecord): Record<string, unknown> {
  // The view's derived fields (image address, deactivation date) follow from the stored ones.
  const {
    id,
    deactivatedAt: _deactivatedAt,
    imageUrl: _imageUrl,
    hasUploadedPortrait: _uploaded,
    // Counted from reviews, never set here.
    rating: _rating,
    reviewCount: _reviewCount,
    ...fields
  } = adminConsultantView(row);
  return { consultantId: id, ...fields, portraitHash: row.portrait_hash };
}

function fieldsOf(input: AdminConsultantValues): ConsultantFields {
  return {
    name: input.name,
    title: input.title,
    // "Tarot,Liebe ,  Beruf" is stored as the card shows it: "Tarot, Liebe, Beruf".
    specialties: splitSpecialties(input.specialties).join(", "),
    description: input.description,
    status: input.status,
    extension: input.extension,
    credits_per_minute: input.creditsPerMinute,
    working_hours: input.workingHours,
  };
}

interface Actor {
  actorUserId: number;
  ip: string;
}

/**
 * The administration's changes to consultants. Each change and its audit row are written in
 * one transaction. The extension is checked before saving for a clear message; the unique
 * index decides between two saves at the same moment, and the loser gets the same message.
 */
export function createConsultantAdministration(deps: {
  db: Kysely<Database>;
  consultants: Pick<Consultants, "within">;
  audit: AuditLog;
  /** Run inside a status change's transaction, after its event is written. */
  statusFollowers: readonly StatusFollower[];
  /** Told after a status change has committed. */
  statusChanged: () => void;
}) {
  const { db, audit, statusFollowers } = deps;
  const consultantsOn = deps.consultants.within;

  async function assertExtensionFree(trx: Kysely<Database>, extension: string, exceptId: number | null) {
    const holder = await consultantsOn(trx).findByExtension(extension);
    if (holder && holder.id !== exceptId) {
      throw new HttpError(409, adminConsultantMessages.extensionTaken(extension, holder.name));
    }
  }

  /** Runs a write; a unique-index refusal on the extension becomes the German 409. */
  async function withExtensionCheck<T>(extension: string, exceptId: number | null, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const holder = await consultantsOn(db).findByExtension(extension);
      if (holder && holder.id !== exceptId) {
        throw new HttpError(409, adminConsultantMessages.extensionTaken(extension, holder.name));
      }
      throw error;
    }
  }

  async function existing(trx: Kysely<Database>, id: number): Promise<ConsultantRecord> {
    const row = await consultantsOn(trx).findById(id);
    if (!row) throw new HttpError(404, adminConsultantMessages.notFound);
    return row;
  }

  /** Changes a consultant and writes the audit row in the caller's transaction. */
  async function changeAndRecord(
    trx: Kysely<Database>,
    actor: Actor,
    before: ConsultantRecord,
    changes: ConsultantChanges,
    action: "update_consultant" | "deactivate_consultant" | "reactivate_consultant",
  ): Promise<{ after: ConsultantRecord; statusChanged: boolean }> {
    // A new status is a status change like the carrier's: its event, and what follows it
    // (docs/decisions/0042); the other fields are written beside it.
    const { status, ...rest } = changes;
    let statusChanged = false;
    if (typeof status === "string" && status !== before.status) {
      const event = await consultantsOn(trx).changeStatus(before.id, status, new Date());
      if (event) for (const follow of statusFollowers) await follow(trx, event);
      statusChanged = Boolean(event);
    }
    const after = Object.keys(rest).length
      ? await consultantsOn(trx).update(before.id, rest)
      : await consultantsOn(trx).findById(before.id);
    if (!after) throw new HttpError(404, adminConsultantMessages.notFound);
    // Saved unchanged: nothing happened, so the log gets no row that says something did.
    if (JSON.stringify(snapshot(before)) === JSON.stringify(snapshot(after))) return { after, statusChanged };
    await audit.record(trx, {
      actorUserId: actor.actorUserId,
      action,
      targetUserId: null,
      before: snapshot(before),
      after: snapshot(after),
      ip: actor.ip,
    });
    return { after, statusChanged };
  }

  /** The live status learns of a committed change. */
  function afterCommit(result: { after: ConsultantRecord; statusChanged: boolean }): ConsultantRecord {
    if (result.statusChanged) deps.statusChanged();
    return result.after;
  }

  return {
    async list(): Promise<AdminConsultant[]> {
      return (await consultantsOn(db).listAll()).map(adminConsultantView);
    },

    async create(actor: Actor, input: AdminConsultantValues): Promise<AdminConsultant> {
      const row = await withExtensionCheck(input.extension, null, () =>
        db.transaction().execute(async (trx) => {
          await assertExtensionFree(trx, input.extension, null);
          const created = await consultantsOn(trx).insert(fieldsOf(input), new Date().toISOString());
          await audit.record(trx, {
            actorUserId: actor.actorUserId,
            action: "create_consultant",
            targetUserId: null,
            before: null,
            after: snapshot(created),
            ip: actor.ip,
          });
          return created;
        }),
      );
      return adminConsultantView(row);
    },

    async update(actor: Actor, id: number, input: AdminConsultantValues): Promise<AdminConsultant> {
      const result = await withExtensionCheck(input.extension, id, () =>
        db.transaction().execute(async (trx) => {
          const before = await existing(trx, id);
          await assertExtensionFree(trx, input.extension, id);
          return changeAndRecord(trx, actor, before, fieldsOf(input), "update_consultant");
        }),
      );
      return adminConsultantView(afterCommit(result));
    },

    /** Deactivating twice (or reactivating an active one) changes nothing and writes no row. */
    async setActive(actor: Actor, id: number, active: boolean): Promise<AdminConsultant> {
      const result = await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        if ((before.active === 1) === active) return { after: before, statusChanged: false };
        return changeAndRecord(
          trx,
          actor,
          before,
          { active: active ? 1 : 0, deactivated_at: active ? null : new Date().toISOString() },
          active ? "reactivate_consultant" : "deactivate_consultant",
        );
      });
      return adminConsultantView(afterCommit(result));
    },

    /** The image is checked and converted before anything is written: a refused upload changes nothing. */
    async uploadPortrait(actor: Actor, id: number, bytes: Uint8Array): Promise<AdminConsultant> {
      await existing(db, id);
      const portrait = await processPortrait(bytes);
      const row = await db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        const now = new Date().toISOString();
        const consultants = consultantsOn(trx);
        await consultants.storePortrait(id, portrait.hash, portrait.renditions, now);
        const after = await consultantsOn(trx).update(id, { portrait_hash: portrait.hash });
        if (!after) throw new HttpError(404, adminConsultantMessages.notFound);
        if (before.portrait_hash && before.portrait_hash !== portrait.hash) {
          await consultants.removeUnusedPortrait(before.portrait_hash);
        }
        await audit.record(trx, {
          actorUserId: actor.actorUserId,
          action: "upload_consultant_portrait",
          targetUserId: null,
          before: { consultantId: id, name: before.name, portraitHash: before.portrait_hash },
          after: { consultantId: id, name: after.name, portraitHash: after.portrait_hash, bytes: bytes.length },
          ip: actor.ip,
        });
        return after;
      });
      return adminConsultantView(row);
    },
  };
}

export type ConsultantAdministration = ReturnType<typeof createConsultantAdministration>;
