import { Button } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useUnsubscribeHoroscopeMail } from "../api/unsubscribe-horoscope-mail.ts";

const textLink = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/**
 * Unsubscribing from the monthly mail: opening the link changes nothing (mail scanners open
 * links), the button does.
 */
export function UnsubscribeMail({ u, t }: { u: string; t: string }) {
  const unsubscribe = useUnsubscribeHoroscopeMail();
  if (!u || !t) {
    return (
      <p role="alert">
        Dieser Abmeldelink ist unvollständig. Sie können das Monatshoroskop auch in Ihrem{" "}
        <Link to="/profile" className={textLink}>
          Profil
        </Link>{" "}
        abbestellen.
      </p>
    );
  }
  if (unsubscribe.isSuccess) return <p role="status">{unsubscribe.data.message}</p>;
  return (
    <div className="grid justify-items-start gap-4">
      <p>Möchten Sie Ihr Monatshoroskop nicht mehr per E-Mail erhalten?</p>
      <Button onClick={() => unsubscribe.mutate({ u, t })} disabled={unsubscribe.isPending}>
        Monatshoroskop abbestellen
      </Button>
      {unsubscribe.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {unsubscribe.error.message}
        </p>
      ) : null}
    </div>
  );
}
