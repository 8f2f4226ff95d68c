import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "../../../lib/navigation.tsx";
import { SignedInRegistration } from "./signed-in-registration.tsx";
import { SignupForm } from "./signup-form.tsx";
import type { RegistrationMode } from "../use-registration-mode.ts";

interface RegistrationContentProps {
  mode: RegistrationMode;
  markCreated(): void;
  onCreated?: () => void;
  /** Called when a link or a card payment leaves the form, so an overlay can close behind it. */
  onNavigate?: () => void;
  /** After a successful payment; without it the member goes to /profile (an overlay closes instead). */
  onPaid?: () => void;
  /** The page shows members the call guide already (the home page). */
  callGuideShown?: boolean;
}

/** The signup form for guests, the logged-in visitor's own way on for everyone else. */
export function RegistrationContent({
  mode,
  markCreated,
  onCreated,
  onNavigate,
  onPaid,
  callGuideShown = false,
}: RegistrationContentProps) {
  const navigate = useNavigate();
  // After "Abmelden und neues Konto anlegen" the form appears in place and takes the focus.
  const [focusForm, setFocusForm] = useState(false);

  if (mode.kind === "loading") {
    return (
      <div role="status" aria-label="Wird geladen..." className="flex justify-center py-10">
        <LoaderCircle className="size-6 text-primary motion-safe:animate-spin" aria-hidden="true" />
      </div>
    );
  }
  if (mode.kind === "signup") {
    return (
      <SignupForm
        focusFirstField={focusForm}
        onCreated={() => {
          markCreated();
          onCreated?.();
        }}
        onNavigate={onNavigate}
        onPaid={onPaid}
      />
    );
  }
  return (
    <SignedInRegistration
      user={mode.user}
      onPaid={onPaid ?? (() => void navigate("/profile"))}
      onLeave={onNavigate}
      onSignedOut={() => setFocusForm(true)}
      showCallInfo={!callGuideShown}
    />
  );
}
