import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { useGermanValidationMessages } from "../../src/server/lib/german-validation-messages.ts";
import { createUserSchema } from "../../src/shared/schemas/auth.ts";

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("German validation messages", () => {
  beforeAll(() => useGermanValidationMessages());

  const schema = z.object({
    name: z.string().min(2),
    age: z.number().int().positive().max(150),
    kind: z.enum(["a", "b"]),
    tags: z.array(z.string()).min(1).max(2),
    address: z.object({ city: z.string() }),
    mail: z.email(),
  });

  it("names the field and says what is wrong with it", () => {
    expect(messagesOf(schema, {})).toEqual([
      "Das Feld „name“ fehlt.",
      "Das Feld „age“ fehlt.",
      "Das Feld „kind“ fehlt.",
      "Das Feld „tags“ fehlt.",
      "Das Feld „address“ fehlt.",
      "Das Feld „mail“ fehlt.",
    ]);
    expect(
      messagesOf(schema, { name: "x", age: 0, kind: "c", tags: [], address: { city: 5 }, mail: "kaputt" }),
    ).toEqual([
      "Das Feld „name“ ist zu kurz.",
      "Das Feld „age“ ist zu klein.",
      "Das Feld „kind“ hat keinen zulässigen Wert.",
      "Das Feld „tags“ enthält zu wenige Einträge.",
      "Das Feld „address.city“ hat den falschen Typ.",
      "Das Feld „mail“ hat kein gültiges Format.",
    ]);
    expect(
      messagesOf(schema.strict(), {
        extra: 1,
        name: "xy",
        age: 1,
        kind: "a",
        tags: ["t"],
        address: { city: "B" },
        mail: "a@b.de",
      }),
    ).toEqual(["Die Anfrage enthält unbekannte Felder: extra."]);
    expect(messagesOf(schema, "text")).toEqual(["Die Anfrage enthält keine gültigen Daten."]);
  });

  it("keeps every message a schema brings itself", () => {
    const bad = { name: "E", phone: "0170", email: "x", password: "123", birthDate: "2999-01-01" };
    expect(messagesOf(createUserSchema, bad)).toEqual([
      "Name muss mindestens 2 Zeichen lang sein.",
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      "Passwort muss mindestens 6 Zeichen lang sein.",
      "Das Geburtsdatum darf nicht in der Zukunft liegen.",
    ]);
  });
});
