import { PostgresAdapter, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Consultants kept by the administration (docs/decisions/0015): a deactivated consultant
// leaves the public list but keeps its row, so call histories and late call records still
// name it; uploaded portraits live in the database so every server process serves the same
// bytes.
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite adds a NOT NULL column only with a default; 1 keeps every existing consultant listed.
  await db.schema
    .alterTable("consultants")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("consultants").addColumn("deactivated_at", "text").execute();
  // The content hash of the uploaded portrait; null shows image_url (a bundled portrait) or none.
  await db.schema.alterTable("consultants").addColumn("portrait_hash", "text").execute();

  // One row per size of a portrait; the hash is part of the URL, so a row never changes.
  await db.schema
    .createTable("consultant_portraits")
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("consultant_id", "integer", (c) => c.notNull().references("consultants.id").onDelete("cascade"))
    .addColumn("content", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("consultant_portraits_pk", ["hash", "width"])
    .execute();
  await db.schema
    .createIndex("consultant_portraits_consultant")
    .on("consultant_portraits")
    .column("consultant_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("consultant_portraits").execute();
  await db.schema.alterTable("consultants").dropColumn("portrait_hash").execute();
  await db.schema.alterTable("consultants").dropColumn("deactivated_at").execute();
  await db.schema.alterTable("consultants").dropColumn("active").execute();
}
