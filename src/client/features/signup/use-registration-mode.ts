import { useCallback, useState } from "react";
import type { User } from "../../../shared/schemas/users.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { registrationIntro, registrationTitle, signedInTexts } from "./registration-texts.ts";

/**
 * loading: the session check has not answered yet; signup: the form; member and customer:
 * a logged-in visitor (with or without membership), who gets their own way on instead of a
 * form that would create a second account and switch the session to it.
 */
export type RegistrationMode =
  { kind: "loading" } | { kind: "signup" } | { kind: "member"; user: User } | { kind: "customer"; user: User };

/**
 * The account this form has just created logs in at once; that login must not turn the form
 * into the logged-in view, so the form reports its creation through `markCreated`.
 */
export function useRegistrationMode(): { mode: RegistrationMode; markCreated: () => void } {
  const { user, isLoading } = useAuth();
  const [createdHere, setCreatedHere] = useState(false);
  const markCreated = useCallback(() => setCreatedHere(true), []);
  let mode: RegistrationMode;
  if (isLoading || user === undefined) mode = { kind: "loading" };
  else if (!user || createdHere) mode = { kind: "signup" };
  else mode = user.hasActiveSubscription ? { kind: "member", user } : { kind: "customer", user };
  return { mode, markCreated };
}

/** The heading and intro above the form or the logged-in view. */
export function registrationHeading(mode: RegistrationMode): { title: string; intro: string } {
  if (mode.kind === "member" || mode.kind === "customer") {
    const texts = signedInTexts[mode.kind];
    return { title: texts.title, intro: texts.intro(mode.user.name) };
  }
  return { title: registrationTitle, intro: registrationIntro };
}
