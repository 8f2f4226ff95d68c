import { describe, expect, it } from "vitest";
import { resetPasswordFormSchema, signupSchema, simpleRegistrationSchema } from "../../src/shared/schemas/auth.ts";

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) {
  return result.error?.issues[0];
}

const signup = {
  name: "Erika",
  phone: "+49 170 1234567",
  email: "Erika@Example.de",
  password: "geheim1",
  birthDate: "1980-05-17",
  plan: "premium" as const,
  agreed: true,
};

describe("form-only rules of the validation table", () => {
  it("requires the agreement on signup", () => {
    const issue = firstIssue(signupSchema.safeParse({ ...signup, agreed: false }));
    expect(issue).toMatchObject({ message: "Sie müssen den Nutzungsbedingungen zustimmen.", path: ["agreed"] });
  });

  it("accepts only the premium plan", () => {
    expect(signupSchema.safeParse({ ...signup, plan: "basic" }).success).toBe(false);
  });

  it("normalises a spaced phone number and the e-mail's case", () => {
    const parsed = signupSchema.parse({ ...signup, phone: "+49 (0)170 123-4567" });
    expect(parsed.phone).toBe("+491701234567");
    expect(parsed.email).toBe("erika@example.de");
  });

  it("puts the mismatch on confirmPassword for the simple registration", () => {
    const issue = firstIssue(
      simpleRegistrationSchema.safeParse({
        name: "Erika",
        phone: "+491701234567",
        birthDate: "1980-05-17",
        password: "geheim1",
        confirmPassword: "anders1",
      }),
    );
    expect(issue).toMatchObject({ message: "Passwörter stimmen nicht überein", path: ["confirmPassword"] });
  });

  it("uses the reset form's own messages", () => {
    expect(firstIssue(resetPasswordFormSchema.safeParse({ password: "123", confirmPassword: "123" }))?.message).toBe(
      "Passwort muss mindestens 6 Zeichen lang sein",
    );
    expect(
      firstIssue(resetPasswordFormSchema.safeParse({ password: "geheim1", confirmPassword: "geheim2" })),
    ).toMatchObject({
      message: "Passwörter stimmen nicht überein",
      path: ["confirmPassword"],
    });
  });
});
