import type { JsonSchema } from "./json-schema-arbitrary.ts";
import { patternMaxLength } from "./pattern-max-length.ts";

/** Marks a schema that sets no maximum somewhere: no largest body exists. */
export class Unbounded extends Error {}

// A control character is written as \u0001 by JSON.stringify: six bytes for one UTF-16 unit,
// the most any character of a string costs.
const costliestUnit = "\u0001";
// -1.2345678901234567e-308 is the longest text JSON.stringify writes for a number.
const longestNumber = -1.2345678901234567e-308;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const costliest = (values: unknown[]) => values.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));

function integerAtBound(schema: JsonSchema): number {
  const bounds = [schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum];
  if (bounds.some((bound) => bound === undefined)) return Number.MIN_SAFE_INTEGER;
  return costliest(bounds.map((bound) => Math.trunc(bound ?? 0))) as number;
}

function ofType(schema: JsonSchema, type: string, path: string): unknown {
  switch (type) {
    case "string": {
      const length = Math.min(
        schema.maxLength ?? Infinity,
        schema.pattern ? patternMaxLength(schema.pattern) : Infinity,
      );
      if (length === Infinity) throw new Unbounded(`${path}: a string without maxLength or a bounded pattern`);
      return costliestUnit.repeat(length);
    }
    case "integer":
      return integerAtBound(schema);
    case "number":
      return longestNumber;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const items = schema.items;
      if (schema.maxItems === undefined || !items) throw new Unbounded(`${path}: an array without maxItems`);
      return Array.from({ length: schema.maxItems }, (_, i) => largestJsonValue(items, `${path}[${i}]`));
    }
    case "object":
      if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
        throw new Unbounded(`${path}: an object with any keys`);
      }
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, largestJsonValue(value, `${path}.${key}`)]),
      );
    default:
      throw new Unbounded(`${path}: type ${type}`);
  }
}

/**
 * The value with the longest JSON a schema allows, with every field of the schema present and
 * every string at its maximum length in the costliest characters. Throws Unbounded, naming the
 * field, when the schema sets no maximum.
 */
export function largestJsonValue(schema: JsonSchema, path = "body"): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return costliest(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return costliest(alternatives.map((alternative) => largestJsonValue(alternative, path)));
  if (schema.type === undefined) throw new Unbounded(`${path}: any value`);
  return costliest([schema.type].flat().map((type) => ofType(schema, type, path)));
}
