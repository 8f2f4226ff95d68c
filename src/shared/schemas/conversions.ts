import { z } from "zod";

/** Every conversion route: whether it was stored (201) or only acknowledged (200). */
export const conversionResultSchema = z
  .object({ stored: z.boolean() })
  .describe("Ob die Conversion gespeichert wurde (nur mit Klick-ID und für das eigene Konto)");
