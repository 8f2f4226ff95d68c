import fc from "fast-check";

/**
 * The part of JSON Schema (2020-12) that zod's `z.toJSONSchema` writes for request schemas:
 * types, enums and constants, unions, objects with required and optional keys, arrays, string
 * lengths, patterns and formats, number bounds, and references into `$defs`.
 */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "object" | "array";

// Long strings and arrays add little beyond a few dozen elements but cost every request.
const extraLength = 40;
const extraItems = 4;

// Printable ASCII plus German letters and the euro sign: one UTF-16 unit each, so a string's
// length is what both JSON Schema and zod count.
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("ä", "ö", "ü", "ß", "Ä", "Ö", "Ü", "€", "é") },
);

const formats: Record<string, fc.Arbitrary<string>> = {
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constantFrom("de", "com", "example", "at"),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  "date-time": fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  // Days long past: the portal's date fields are dates of birth, which must lie 18 years back.
  date: fc
    .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2000-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  uuid: fc.uuid(),
  uri: fc.webUrl(),
  url: fc.webUrl(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + extraLength;
  const fitsLength = (s: string) => s.length >= minLength && s.length <= maxLength;
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  const byFormat = schema.format === undefined ? undefined : formats[schema.format];
  if (byFormat) return byFormat.filter((s) => fitsLength(s) && (pattern?.test(s) ?? true));
  if (pattern) return fc.stringMatching(pattern).filter(fitsLength);
  // Values as a form sends them: trimmed, since many fields trim before they count the length.
  return fc
    .string({ unit: character, minLength, maxLength: Math.min(maxLength, minLength + extraLength) })
    .filter((s) => s.trim() === s);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> | undefined {
  const low = schema.exclusiveMinimum ?? schema.minimum;
  const high = schema.exclusiveMaximum ?? schema.maximum;
  const min =
    low === undefined ? -1_000_000 : schema.exclusiveMinimum === undefined ? Math.ceil(low) : Math.floor(low) + 1;
  const max =
    high === undefined ? 1_000_000 : schema.exclusiveMaximum === undefined ? Math.floor(high) : Math.ceil(high) - 1;
  if (min > max) return undefined;
  const top = Math.min(max, Number.MAX_SAFE_INTEGER);
  // Small values find the rows that exist (ids, pages); the whole range finds the edges.
  return fc.oneof(fc.integer({ min, max: Math.min(top, min + 30) }), fc.integer({ min, max: top }));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const whole = integerArbitrary(schema);
  if (integer || schema.multipleOf === 1) {
    if (!whole) throw new Error(`no integer fits ${JSON.stringify(schema)}`);
    return whole;
  }
  const fraction = fc
    .double({
      min: schema.exclusiveMinimum ?? schema.minimum ?? -1_000_000,
      max: schema.exclusiveMaximum ?? schema.maximum ?? 1_000_000,
      minExcluded: schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.exclusiveMaximum !== undefined,
      noNaN: true,
      noDefaultInfinity: true,
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
  // Whole numbers too: amounts, ratings in half steps and the like are rarely arbitrary fractions.
  return whole ? fc.oneof(whole, fraction) : fraction;
}

function objectArbitrary(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 && typeof schema.additionalProperties === "object") {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(schema.additionalProperties, root), {
      maxKeys: 3,
    });
  }
  const model = Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key] ?? {}, root)]));
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  return fc.record(model, { requiredKeys: required });
}

function arrayArbitrary(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, root)));
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + extraItems, minLength + extraItems);
  return fc.array(arbitraryFor(schema.items ?? {}, root), { minLength, maxLength });
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const match = /^#\/\$defs\/(.+)$/.exec(ref);
  const target = match?.[1] === undefined ? undefined : root.$defs?.[match[1]];
  if (ref === "#") return root;
  if (!target) throw new Error(`unresolvable $ref ${ref}`);
  return target;
}

function typedArbitrary(type: JsonType, schema: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "number":
      return numberArbitrary(schema, false);
    case "integer":
      return numberArbitrary(schema, true);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "object":
      return objectArbitrary(schema, root);
    case "array":
      return arrayArbitrary(schema, root);
  }
}

/**
 * An arbitrary of values that `schema` accepts. `root` is the document `$ref`s point into.
 * Not covered (a value may then miss them): `allOf` beyond its first member, `multipleOf` other
 * than 1, `not`, conditionals, and whatever the schema cannot say (zod refinements).
 */
export function arbitraryFor(schema: JsonSchema, root: JsonSchema = schema): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) return arbitraryFor(resolve(schema.$ref, root), root);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryFor(member, root)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], root);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedArbitrary(type, schema, root)));
  if (schema.type !== undefined) return typedArbitrary(schema.type, schema, root);
  if (schema.properties !== undefined) return objectArbitrary(schema, root);
  // No constraint at all: any JSON value.
  return fc.jsonValue({ maxDepth: 2 });
}
