import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

// Verified reviews (docs/decisions/0040-verified-reviews.md). The typed-in ratings go: every
// consultant starts without reviews, and the stored average is from now on recomputed from the
// reviews table whenever it changes. Each consultant gets the address of their own page.

/** A frozen copy of the slug rule at the time of this migration (the application's may change). */
function slugOf(name: string): string {
  const spelt = name
    .toLocaleLowerCase("de-DE")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const slug = spelt.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, 60).replace(/-+$/, "") || "berater";
}

export async function up(db: AnyDb): Promise<void> {
  // One statement per column: SQLite adds one at a time. rating_1 … rating_5 count the reviews
  // per star of the rating period; rating_recount_at is when the oldest of them leaves it.
  await db.schema.alterTable("consultants").addColumn("slug", "text").execute();
  for (const column of ["rating_count", "rating_1", "rating_2", "rating_3", "rating_4", "rating_5"]) {
    await db.schema
      .alterTable("consultants")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable("consultants").addColumn("rating_recount_at", "text").execute();

  const rows = await db.selectFrom("consultants").select(["id", "name"]).orderBy("id").execute();
  const taken = new Set<string>();
  for (const row of rows as { id: number; name: string }[]) {
    const base = slugOf(row.name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable("consultants").set({ slug, rating: 0 }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("consultants_slug").on("consultants").column("slug").unique().execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", id)
    .addColumn("call_id", "integer", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("consultant_id", "integer", (c) => c.notNull())
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn("text", "text")
    .addColumn("reviewer_label", "text", (c) => c.notNull())
    .addColumn("call_seconds", "integer", (c) => c.notNull())
    .addColumn("call_ended_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("removed_at", "text")
    .execute();
  await db.schema.createIndex("reviews_consultant").on("reviews").columns(["consultant_id", "created_at"]).execute();
  await db.schema.createIndex("reviews_user").on("reviews").column("user_id").execute();

  await db.schema
    .createTable("review_decisions")
    .addColumn("id", "integer", id)
    .addColumn("review_id", "integer", (c) => c.notNull())
    .addColumn("decision", "text", (c) => c.notNull())
    .addColumn("ground", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("decided_by", "integer", (c) => c.notNull())
    .addColumn("decided_at", "text", (c) => c.notNull())
    .addColumn("reviewer_mailed_at", "text")
    .execute();
  await db.schema.createIndex("review_decisions_review").on("review_decisions").column("review_id").execute();

  await db.schema
    .createTable("review_reports")
    .addColumn("id", "integer", id)
    .addColumn("review_id", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("text", "text")
    .addColumn("reporter_name", "text")
    .addColumn("reporter_email", "text")
    .addColumn("reporter_user_id", "integer")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("receipt_mailed_at", "text")
    .addColumn("decision_id", "integer")
    .addColumn("decision_mailed_at", "text")
    .execute();
  await db.schema
    .createIndex("review_reports_review")
    .on("review_reports")
    .columns(["review_id", "decision_id"])
    .execute();

  await db.schema
    .createTable("review_reminders")
    .addColumn("call_id", "integer", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("reminded_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["review_reminders", "review_reports", "review_decisions", "reviews"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex("consultants_slug").execute();
  for (const column of [
    "rating_recount_at",
    "rating_5",
    "rating_4",
    "rating_3",
    "rating_2",
    "rating_1",
    "rating_count",
    "slug",
  ]) {
    await db.schema.alterTable("consultants").dropColumn(column).execute();
  }
}
