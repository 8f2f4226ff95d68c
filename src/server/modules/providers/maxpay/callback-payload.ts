import { z } from "zod";

// Maxpay's callback (postback) as its docs and vendor plugins show it. Numbers sometimes come
// as strings, and PHP encodes an empty map as [], so the schema is lenient about shapes and
// strict about what is needed to act: the transaction id, the user, status, code and amount.

const text = z.union([z.string(), z.number()]).transform((v) => String(v));

const product = z.object({
  productId: text.optional(),
  name: z.string().optional(),
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.string().optional(),
});

const customParameters = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((v): Record<string, string> =>
    Array.isArray(v)
      ? {}
      : Object.fromEntries(
          Object.entries(v).flatMap(([k, value]) =>
            typeof value === "string" || typeof value === "number" ? [[k, String(value)]] : [],
          ),
        ),
  );

export const callbackSchema = z.object({
  transactionId: text.pipe(z.string().trim().min(1).max(200)),
  reference: text.optional(),
  uniqueTransactionId: text.optional(),
  uniqueUserId: text.pipe(z.string().regex(/^\d{1,12}$/)).transform(Number),
  totalAmount: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform((v) => Math.round(Number(v) * 100)),
  currency: z
    .string()
    .trim()
    .min(3)
    .max(3)
    .transform((v) => v.toUpperCase()),
  transactionType: z.string().optional(),
  status: z.string().transform((v) => v.toLowerCase()),
  message: z.string().optional(),
  code: z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number),
  productList: z.array(product).optional(),
  customParameters: customParameters.optional(),
  billToken: z.string().optional(),
});

export type MaxpayCallback = z.infer<typeof callbackSchema>;

/**
 * A form-encoded callback (older integrations) is flat: its custom_* fields are gathered into
 * customParameters, and PHP-style productList[0][productId] keys are rebuilt into the list.
 */
export function formToCallbackInput(form: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const custom: Record<string, string> = {};
  const products: Record<string, Record<string, string>> = {};
  for (const [key, value] of form) {
    const param = /^customParameters\[([^\]]+)\]$/.exec(key)?.[1] ?? (key.startsWith("custom_") ? key : null);
    const item = /^productList\[(\d+)\]\[([^\]]+)\]$/.exec(key);
    if (param) custom[param] = value;
    else if (item?.[1] !== undefined && item[2] !== undefined)
      products[item[1]] = { ...products[item[1]], [item[2]]: value };
    else input[key] = value;
  }
  input.customParameters = custom;
  if (Object.keys(products).length > 0) input.productList = Object.values(products);
  return input;
}

export type CallbackKind = "success" | "decline" | "refund" | "pending";

// Maxpay's docs ("behavior on response codes", cited by its ecwid plugin): these codes mean
// the outcome is not known yet; a later callback tells.
const undecidedCodes = new Set([2, 3, 10, 11, 12, 1003, 6000]);

export function kindOf(callback: MaxpayCallback): CallbackKind {
  if (callback.status.includes("refund") || callback.transactionType?.toLowerCase().includes("refund")) return "refund";
  if (undecidedCodes.has(callback.code)) return "pending";
  if (callback.code === 0 && callback.status === "success") return "success";
  return "decline";
}
