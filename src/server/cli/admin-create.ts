import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createAdministrator } from "../modules/users/administrator.ts";

// `npm run admin:create -- --name "..." --phone +49... --password "..."`
const { values } = parseArgs({
  options: { name: { type: "string" }, phone: { type: "string" }, password: { type: "string" } },
});
if (!values.name || !values.phone || !values.password) {
  console.error('Aufruf: npm run admin:create -- --name "Vorname Nachname" --phone +49... --password "..."');
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const admin = await createAdministrator(handle.db, {
    name: values.name,
    phone: values.phone,
    password: values.password,
  });
  console.log(`Administrator angelegt: Benutzer-ID ${admin.id}, Telefon ${admin.phone} (${handle.description})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
