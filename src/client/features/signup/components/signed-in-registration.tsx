import { LogOut, Phone } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../../shared/schemas/users.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { useRegistrationFlow } from "../../../lib/registration-flow.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { priceNote } from "../../../../shared/domain/call-prices.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PaymentStep } from "../payment-step.tsx";
import { signOutForNewAccountLabel } from "../registration-texts.ts";

interface SignedInRegistrationProps {
  user: User;
  /** After a successful payment (the caller goes to the profile or closes its overlay). */
  onPaid(): void;
  /** The card payment continues on another page. */
  onLeave?(): void;
  /** The visitor has logged out to create another account; the form takes this place. */
  onSignedOut(): void;
  /** False where the page shows the call guide already, so the member number appears once. */
  showCallInfo?: boolean;
}

/** Members call: the member number with its price and how the extension is dialled. */
function MemberCallInfo() {
  const { data: config } = useSiteConfig();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 rounded-lg border border-border bg-muted/40 p-4">
        <p className="text-sm text-muted-foreground">Ihre Mitgliedernummer</p>
        <p className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {config?.memberPhoneNumber ?? "…"}
        </p>
        <p className="text-sm">{priceNote("member")}</p>
      </div>
      <p className="text-sm">
        So rufen Sie an: Wählen Sie die Mitgliedernummer und direkt dahinter die dreistellige Durchwahl der Beraterin
        oder des Beraters. Die Durchwahl steht bei jeder Person auf der Beraterseite.
      </p>
      <Link to="/berater" className={buttonClasses({ className: "justify-self-start" })}>
        Zu den Beratern
      </Link>
    </div>
  );
}

/** Logging out is the only way to another account, and only when the visitor asks for it. */
function SignOutForNewAccount({ onSignedOut }: { onSignedOut(): void }) {
  const { logout } = useAuth();
  const { end: endRegistrationFlow } = useRegistrationFlow();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    // logout() shows its own success or failure toast.
    const signedOut = await logout();
    setBusy(false);
    if (!signedOut) return;
    // A new account is a new registration: the form must not offer the last one's name and number.
    endRegistrationFlow();
    onSignedOut();
  };
  return (
    <div className="grid gap-2 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">
        Sie möchten ein weiteres Konto anlegen? Dafür melden Sie sich zuerst ab.
      </p>
      {/* The label wraps on a 320 px screen instead of pushing the page wider (WCAG 1.4.10). */}
      <Button
        variant="outline"
        size="twoLines"
        className="max-w-full justify-self-start whitespace-normal!"
        disabled={busy}
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" />
        {signOutForNewAccountLabel}
      </Button>
    </div>
  );
}

/**
 * What a logged-in visitor finds where the registration form would be: a member the way to
 * call, anyone else the payment choices for the account they are logged in with.
 */
export function SignedInRegistration({
  user,
  onPaid,
  onLeave,
  onSignedOut,
  showCallInfo = true,
}: SignedInRegistrationProps) {
  return (
    <div className="grid gap-6">
      {user.hasActiveSubscription ? (
        showCallInfo ? (
          <MemberCallInfo />
        ) : null
      ) : (
        <PaymentStep userId={user.id} context="checkout" onPaid={onPaid} onLeave={onLeave} />
      )}
      <SignOutForNewAccount onSignedOut={onSignedOut} />
    </div>
  );
}
