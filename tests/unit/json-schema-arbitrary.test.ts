import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createUserSchema, loginSchema } from "../../src/shared/schemas/auth.ts";
import { contactSchema } from "../../src/shared/schemas/contact.ts";
import { arbitraryFor, type JsonSchema } from "../support/json-schema-arbitrary.ts";
import { requestJsonSchema } from "../support/request-json-schema.ts";

const samples = (schema: JsonSchema, numRuns = 200) => fc.sample(arbitraryFor(schema), { numRuns, seed: 42 });

describe("arbitraryFor: values a JSON Schema accepts", () => {
  it("always gives the required keys and sometimes leaves out the optional ones", () => {
    const values = samples({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "boolean" } },
      required: ["a"],
    }) as Array<Record<string, unknown>>;
    expect(values.every((v) => typeof v.a === "string")).toBe(true);
    expect(values.some((v) => "b" in v)).toBe(true);
    expect(values.some((v) => !("b" in v))).toBe(true);
    expect(values.every((v) => Object.keys(v).every((k) => k === "a" || k === "b"))).toBe(true);
  });

  it("keeps string lengths, patterns and the e-mail format", () => {
    for (const s of samples({ type: "string", minLength: 3, maxLength: 5 }) as string[]) {
      expect(s.length).toBeGreaterThanOrEqual(3);
      expect(s.length).toBeLessThanOrEqual(5);
    }
    expect(
      (samples({ type: "string", pattern: "^[KW]-\\d{4}$" }) as string[]).every((s) => /^[KW]-\d{4}$/.test(s)),
    ).toBe(true);
    for (const s of samples({ type: "string", format: "email", maxLength: 254 }) as string[]) {
      expect(z.email().safeParse(s).success, s).toBe(true);
    }
  });

  it("keeps number bounds, exclusive ones too, and integers whole", () => {
    for (const n of samples({ type: "integer", exclusiveMinimum: 0, maximum: 9007199254740991 }) as number[]) {
      expect(Number.isSafeInteger(n) && n > 0).toBe(true);
    }
    for (const n of samples({ type: "number", minimum: 0, exclusiveMaximum: 5 }) as number[]) {
      expect(n >= 0 && n < 5).toBe(true);
    }
    // Small values come often, so that generated ids meet rows that exist.
    expect((samples({ type: "integer", minimum: 1 }) as number[]).filter((n) => n <= 31).length).toBeGreaterThan(40);
  });

  it("gives only the listed values for enums, constants and unions, arrays within their bounds", () => {
    expect(new Set(samples({ type: "string", enum: ["a", "b"] }))).toEqual(new Set(["a", "b"]));
    expect(new Set(samples({ const: "premium" }))).toEqual(new Set(["premium"]));
    const union = samples({ anyOf: [{ type: "null" }, { type: "boolean" }] });
    expect(new Set(union)).toEqual(new Set([null, true, false]));
    for (const a of samples({ type: "array", items: { type: "integer" }, minItems: 2, maxItems: 3 }) as unknown[][]) {
      expect(a.length).toBeGreaterThanOrEqual(2);
      expect(a.length).toBeLessThanOrEqual(3);
    }
  });

  it("follows references into $defs", () => {
    const values = samples({ $ref: "#/$defs/x", $defs: { x: { type: "string", enum: ["only"] } } });
    expect(new Set(values)).toEqual(new Set(["only"]));
  });

  it("refuses a reference it cannot resolve instead of guessing", () => {
    expect(() => arbitraryFor({ $ref: "#/components/y" })).toThrow(/unresolvable/);
  });
});

describe("requestJsonSchema + arbitraryFor on the portal's own schemas", () => {
  const schemas: Record<string, z.ZodType> = {
    createUser: createUserSchema,
    login: loginSchema,
    contact: contactSchema,
    mixed: z.object({
      id: z.coerce.number().int().positive(),
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      kind: z.enum(["bonus", "refund"]),
      note: z.string().max(20).optional(),
      sign: z.enum(["widder", "stier"]).nullable(),
      tags: z.array(z.object({ name: z.string().min(1).max(10) })).max(3),
      startedAt: z.iso.datetime(),
      rating: z.number().min(0).max(5),
      page: z.number().int().min(1).max(100).default(1),
    }),
  };

  for (const [name, schema] of Object.entries(schemas)) {
    it(`generates only values that ${name} accepts`, () => {
      fc.assert(
        fc.property(arbitraryFor(requestJsonSchema(schema)), (value) => {
          const result = schema.safeParse(value);
          expect(result.success, `${JSON.stringify(value)}: ${result.error?.message ?? ""}`).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  }

  it("describes a normalizing field by the rule it validates against, not as any string", () => {
    const json = requestJsonSchema(createUserSchema);
    expect(json.properties?.phone?.pattern).toBe("^\\+\\d{10,15}$");
    expect(json.properties?.email?.format).toBe("email");
  });
});
