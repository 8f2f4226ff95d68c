import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface NewConversion {
  kind: "registration" | "premium-call" | "member-call" | "subscription";
  userId: number | null;
  gclid: string | null;
  msclkid: string | null;
  payload: Record<string, unknown>;
}

export function createConversionsRepo(db: Kysely<Database>) {
  return {
    async insert(conversion: NewConversion): Promise<void> {
      await db
        .insertInto("conversions")
        .values({
          kind: conversion.kind,
          user_id: conversion.userId,
          gclid: conversion.gclid,
          msclkid: conversion.msclkid,
          payload: JSON.stringify(conversion.payload),
          created_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

export type ConversionsRepo = ReturnType<typeof createConversionsRepo>;
