import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import type { SessionStore } from "../auth/index.ts";
import type { Users } from "../users/index.ts";
import type { AuditLog } from "./audit-log.ts";

/**
 * The administrator sets a new password (Argon2id, lib/password.ts) and ends every session and
 * registration grant of the account, as the member's own reset does (auth/service.ts), and the
 * account gets "Passwort geändert" as after every change. The audit row names the action only:
 * never the password or its hash.
 */
export function createAdminPasswordReset(deps: {
  db: Kysely<Database>;
  users: Pick<Users, "findById" | "updatePasswordHash" | "assertActionable">;
  sessions: Pick<SessionStore, "revokeAllFor">;
  audit: AuditLog;
  /** Sends "Passwort geändert"; a failed send is logged there, never thrown. */
  confirm: (userId: number) => Promise<void>;
}) {
  return async function resetPassword(request: {
    actorUserId: number;
    userId: number;
    newPassword: string;
    ip: string;
  }): Promise<void> {
    await deps.users.assertActionable(request.userId);
    await deps.users.updatePasswordHash(request.userId, await hashPassword(request.newPassword));
    await deps.sessions.revokeAllFor(request.userId);
    await deps.audit.record(deps.db, {
      actorUserId: request.actorUserId,
      action: "reset_password",
      targetUserId: request.userId,
      before: null,
      after: { passwordChanged: true, sessionsEnded: true },
      ip: request.ip,
    });
    await deps.confirm(request.userId);
  };
}

export type AdminPasswordReset = ReturnType<typeof createAdminPasswordReset>;
