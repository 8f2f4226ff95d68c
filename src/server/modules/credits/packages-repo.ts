import type { Kysely, Selectable } from "kysely";
import type { CreditPackagesTable, Database } from "../../db/schema.ts";

export type CreditPackageRow = Selectable<CreditPackagesTable>;

/** The credit packages on sale, as the migration seeded them (an operator may change them in SQL). */
export function createCreditPackagesRepo(db: Kysely<Database>) {
  return {
    list(): Promise<CreditPackageRow[]> {
      return db.selectFrom("credit_packages").selectAll().orderBy("position").orderBy("id").execute();
    },

    find(id: string): Promise<CreditPackageRow | undefined> {
      return db.selectFrom("credit_packages").selectAll().where("id", "=", id).executeTakeFirst();
    },
  };
}
