import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createAuditLog } from "../modules/admin/audit-log.ts";
import { createSecondFactorStore } from "../modules/auth/second-factor-store.ts";
import { createSessionStore } from "../modules/auth/session-store.ts";
import { ADMIN_USER_ID } from "../../shared/domain/administrator.ts";

// `npm run admin:reset-2fa`: for an administrator who lost the authenticator app and the
// recovery codes. Whoever runs it already controls the server, so it asks nothing. It also ends
// every administrator session: whoever lost the factor may have lost a device with a session on
// it, and one that logged in with the password alone and waits for the code must not linger.

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const removed = await handle.db.transaction().execute(async (trx) => {
    const had = await createSecondFactorStore(trx).remove(ADMIN_USER_ID, trx);
    if (had) {
      await createAuditLog(trx).record(trx, {
        actorUserId: ADMIN_USER_ID,
        action: "reset_second_factor",
        targetUserId: ADMIN_USER_ID,
        before: { enabled: true },
        after: { enabled: false, via: "npm run admin:reset-2fa" },
        ip: null,
      });
    }
    return had;
  });
  await createSessionStore(handle.db).revokeAllFor(ADMIN_USER_ID);
  console.log(
    removed
      ? `Zwei-Faktor-Anmeldung des Administrators entfernt und alle seine Sitzungen beendet (${handle.description}). ` +
          "Nach der nächsten Anmeldung kann sie unter /admin, Reiter Einstellungen, neu eingerichtet werden."
      : `Der Administrator hatte keine Zwei-Faktor-Anmeldung; seine Sitzungen wurden beendet (${handle.description}).`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
