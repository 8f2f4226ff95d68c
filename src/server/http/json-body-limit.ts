import { z } from "zod";

/**
 * What a route reads at most unless its schema needs more: every small form of the portal fits
 * with room to spare, and a larger limit would let anyone make the server hold more bytes per
 * request (docs/decisions/0025-body-limits-from-schemas.md).
 */
export const defaultBodyLimit = 64 * 1024;

interface Node {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  additionalProperties?: boolean | Node;
  items?: Node;
  prefixItems?: Node[];
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  allOf?: Node[];
  $ref?: string;
}

// A UTF-16 unit (what a string's maximum length counts) takes at most six bytes in JSON: a
// control character or a lone surrogate is written as \uXXXX. Every other unit takes at most
// three (UTF-8), an escaped quote or line break two.
const bytesPerUnit = 6;
// The longest number JSON.stringify writes for a double: -1.2345678901234567e-308.
const longestNumber = 24;

const stringified = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function longestInteger(node: Node): number {
  const low = node.minimum ?? node.exclusiveMinimum;
  const high = node.maximum ?? node.exclusiveMaximum;
  if (low === undefined || high === undefined) return longestNumber;
  return Math.max(String(Math.trunc(low)).length, String(Math.trunc(high)).length);
}

function largestOfType(node: Node, type: string): number {
  switch (type) {
    case "string":
      return node.maxLength === undefined ? Infinity : 2 + node.maxLength * bytesPerUnit;
    case "integer":
      return longestInteger(node);
    case "number":
      return longestNumber;
    case "boolean":
      return 5;
    case "null":
      return 4;
    case "array":
      if (node.maxItems === undefined || node.prefixItems || !node.items) return Infinity;
      return 2 + node.maxItems * largest(node.items) + Math.max(0, node.maxItems - 1);
    case "object": {
      if (node.additionalProperties !== undefined && node.additionalProperties !== false) return Infinity;
      const fields = Object.entries(node.properties ?? {});
      const sizes = fields.map(([key, value]) => stringified(key) + 1 + largest(value));
      return 2 + sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, fields.length - 1);
    }
    default:
      return Infinity;
  }
}

function largest(node: Node): number {
  if (node.const !== undefined) return stringified(node.const);
  if (node.enum) return Math.max(...node.enum.map(stringified));
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return Math.max(...alternatives.map(largest));
  if (node.allOf || node.$ref || node.type === undefined) return Infinity;
  return Math.max(...[node.type].flat().map((type) => largestOfType(node, type)));
}

/**
 * The most bytes JSON.stringify writes for a body the schema accepts, counting the schema's own
 * fields only (unknown fields are dropped, a client has no reason to send them); Infinity when
 * a field has no maximum.
 */
export function largestJsonBody(schema: z.ZodType): number {
  return largest(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node);
}

/** The body limit of a route whose largest body may exceed the default: exactly what its schema allows. */
export function bodyLimitFor(schema: z.ZodType): number {
  const bytes = largestJsonBody(schema);
  if (!Number.isFinite(bytes)) throw new Error("bodyLimitFor needs a schema that bounds every field");
  return Math.max(defaultBodyLimit, bytes);
}
