import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import type { signupSchema } from "../../../shared/schemas/auth.ts";
import { trackConversion, trackEvent } from "../../lib/analytics.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useRegistrationFlow } from "../../lib/registration-flow.tsx";
import { toast } from "../../lib/toast.ts";
import { checkPhoneExists } from "./api/check-phone-exists.ts";
import { createUser } from "./api/create-user.ts";
import { sendRegistrationConversion } from "./api/send-registration-conversion.ts";
import { alreadySignedInMessage, birthDateRefusalOf } from "./registration-texts.ts";

/** The form values after validation: phone normalised, e-mail lower-cased. */
export type SignupValues = z.output<typeof signupSchema>;

export type SignupStatus = "idle" | "submitting" | "created";

export const phoneTakenMessage = "Diese Telefonnummer ist bereits registriert.";
const errorTitle = "Fehler bei der Registrierung";
const unexpectedMessage = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

type CreateOutcome =
  | { kind: "created"; userId: number }
  | { kind: "phone-taken" }
  | { kind: "signed-in" }
  | { kind: "birth-date-refused"; message: string };

/**
 * Creating an account logs it in, which would silently replace a session that another tab
 * started after this form appeared. So the session is asked for first; the server refuses
 * such a creation as well (403 with its own message).
 */
async function createAccount(values: SignupValues, signedInNow: () => Promise<unknown>): Promise<CreateOutcome> {
  if (await signedInNow()) return { kind: "signed-in" };
  const { exists } = await checkPhoneExists(values.phone);
  if (exists) return { kind: "phone-taken" };
  try {
    const { name, phone, email, password, birthDate } = values;
    const { id } = await createUser({ name, phone, email, password, birthDate });
    return { kind: "created", userId: id };
  } catch (error) {
    // The number can be taken between the check and the creation.
    if (error instanceof ApiRequestError && error.status === 409) return { kind: "phone-taken" };
    // The browser's clock may differ from the server's around a birthday: the server decides.
    const refusal = birthDateRefusalOf(error);
    if (refusal) return { kind: "birth-date-refused", message: refusal };
    throw error;
  }
}

/**
 * The signup's states: idle, submitting, then account created. `reset` brings back the
 * submit state when a payment is cancelled or fails.
 */
export function useSignup({
  onPhoneTaken,
  onBirthDateRefused,
  onCreated,
}: {
  onPhoneTaken: () => void;
  onBirthDateRefused: (message: string) => void;
  onCreated?: () => void;
}) {
  const { login, recheck } = useAuth();
  const flow = useRegistrationFlow();
  const [status, setStatus] = useState<SignupStatus>("idle");
  const [userId, setUserId] = useState<number | null>(null);
  // State updates arrive a render late; a quick double click would otherwise create twice.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (values: SignupValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus("submitting");
      try {
        const outcome = await createAccount(values, recheck);
        if (outcome.kind === "signed-in") {
          // The logged-in view replaces the form, since `recheck` has updated the user.
          toast({ title: errorTitle, description: alreadySignedInMessage, variant: "destructive" });
          setStatus("idle");
          return;
        }
        if (outcome.kind === "phone-taken") {
          toast({ title: errorTitle, description: phoneTakenMessage, variant: "destructive" });
          onPhoneTaken();
          setStatus("idle");
          return;
        }
        if (outcome.kind === "birth-date-refused") {
          onBirthDateRefused(outcome.message);
          setStatus("idle");
          return;
        }
        // The home page's section creates accounts without passing /register; the success
        // page after payment must still know this browser registered.
        flow.start();
        flow.setTemp(values.name, values.phone);
        void sendRegistrationConversion({ userId: outcome.userId, email: values.email, phone: values.phone });
        trackConversion("sign_up", { value: 0 });
        trackEvent("sign_up");
        onCreated?.();
        try {
          await login({ identifier: values.phone, password: values.password });
        } catch (error) {
          // The account exists either way; the payment step works with the flow cookie.
          console.warn("Login after signup failed", error);
        }
        setUserId(outcome.userId);
        setStatus("created");
      } catch (error) {
        const refused = error instanceof ApiRequestError && error.status === 403 && error.serverMessage;
        toast({ title: errorTitle, description: refused || unexpectedMessage, variant: "destructive" });
        setStatus("idle");
        // A refusal because of a session: the page learns of it and shows the logged-in view.
        if (refused) void recheck();
      } finally {
        inFlight.current = false;
      }
    },
    [flow, login, recheck, onPhoneTaken, onBirthDateRefused, onCreated],
  );

  /** Back to the submit state with the payment choices hidden (payment cancelled or failed). */
  const reset = useCallback(() => setStatus("idle"), []);

  /** After a cancelled payment the account exists: the button only brings the choices back. */
  const resume = useCallback(() => setStatus("created"), []);

  return { status, userId, submit, reset, resume };
}
