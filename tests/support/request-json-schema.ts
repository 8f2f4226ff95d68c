import { z } from "zod";
import type { JsonSchema } from "./json-schema-arbitrary.ts";

type Def = { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/**
 * The JSON Schema of what a route accepts, as z.toJSONSchema writes it for the input side, with
 * one change: a field that normalizes and then validates (`z.string().trim().pipe(z.email())`,
 * the phone field's clean-up then its pattern) is described by the validating side. The input
 * side alone says only "a string", and nearly every string would then be refused.
 */
export function requestJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: (ctx) => {
      const def = defOf(ctx.zodSchema);
      if (def.type !== "pipe" || !def.in || !def.out) return;
      if (defOf(def.in).type === "transform" || defOf(def.out).type === "transform") return;
      const validating: Record<string, unknown> = { ...requestJsonSchema(def.out) };
      delete validating.$schema;
      const target = ctx.jsonSchema as Record<string, unknown>;
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, validating);
    },
  }) as JsonSchema;
}
