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

/** The form values after validation: phone normalised, e-mail lower-cased. */
export type SignupValues = z.output<typeof signupSchema>;

export type SignupStatus = "idle" | "submitting" | "created";

export const phoneTakenMessage = "Diese Telefonnummer ist bereits registriert.";
const errorTitle = "Fehler bei der Registrierung";
const unexpectedMessage = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

type CreateOutcome = { kind: "created"; userId: number } | { kind: "phone-taken" };

async function createAccount(values: SignupValues): Promise<CreateOutcome> {
  const { exists } = await checkPhoneExists(values.phone);
  if (exists) return { kind: "phone-taken" };
  try {
    const { name, phone, email, password } = values;
    const { id } = await createUser({ name, phone, email, password });
    return { kind: "created", userId: id };
  } catch (error) {
    // The number can be taken between the check and the creation.
    if (error instanceof ApiRequestError && error.status === 409) return { kind: "phone-taken" };
    throw error;
  }
}

/**
 * Spec section 4 "Signup": idle, submitting, then account created. `reset` brings back the
 * submit state when a payment is cancelled or fails.
 */
export function useSignup({ onPhoneTaken, onCreated }: { onPhoneTaken: () => void; onCreated?: () => void }) {
  const { login } = useAuth();
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
        const outcome = await createAccount(values);
        if (outcome.kind === "phone-taken") {
          toast({ title: errorTitle, description: phoneTakenMessage, variant: "destructive" });
          onPhoneTaken();
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
      } catch {
        toast({ title: errorTitle, description: unexpectedMessage, variant: "destructive" });
        setStatus("idle");
      } finally {
        inFlight.current = false;
      }
    },
    [flow, login, onPhoneTaken, onCreated],
  );

  /** Back to the submit state with the payment choices hidden (payment cancelled or failed). */
  const reset = useCallback(() => setStatus("idle"), []);

  /** After a cancelled payment the account exists: the button only brings the choices back. */
  const resume = useCallback(() => setStatus("created"), []);

  return { status, userId, submit, reset, resume };
}
