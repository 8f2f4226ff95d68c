import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { emailConfirmationMessages, emailConfirmationTokenParam } from "../../../shared/schemas/email-confirmation.ts";
import { useConfirmEmailAddress } from "../../features/email-confirmation/api/email-confirmation-api.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

function Confirm({ token }: { token: string }) {
  const confirmation = useConfirmEmailAddress();
  const { mutate } = confirmation;
  const { user } = useAuth();
  const started = useRef(false);
  // The page posts the token itself: a mail scanner fetching the link with GET changes nothing.
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const onward = user ? (
    <Link to="/profile" className={textLink}>
      Zu Ihrem Profil
    </Link>
  ) : (
    <Link to="/login" className={textLink}>
      Zur Anmeldung
    </Link>
  );
  if (!token) return <p role="alert">{emailConfirmationMessages.linkInvalid}</p>;
  if (confirmation.isError) {
    return (
      <div className="grid gap-4">
        <p role="alert">{confirmation.error.message}</p>
        <p>{onward}</p>
      </div>
    );
  }
  if (!confirmation.isSuccess) return <p role="status">Einen Moment bitte …</p>;
  return (
    <div className="grid gap-4">
      <p role="status">{confirmation.data.message}</p>
      <p>{onward}</p>
    </div>
  );
}

/** /e-mail-bestaetigen: the link that confirms the account's address, no login needed (docs/decisions/0051). */
export default function EmailConfirmationPage() {
  usePageTitle("E-Mail-Adresse bestätigen");
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">E-Mail-Adresse bestätigen</h1>
      <Confirm token={params.get(emailConfirmationTokenParam) ?? ""} />
    </div>
  );
}
