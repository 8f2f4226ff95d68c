import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";

/** The success page offers the profile (or the login), the consultants and the home page. */
export function ResultLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {signedIn ? (
        <Link to="/profile" className={buttonClasses()}>
          Zu meinem Profil
        </Link>
      ) : (
        <Link to="/login" className={buttonClasses()}>
          Jetzt anmelden
        </Link>
      )}
      <Link to="/berater" className={buttonClasses({ variant: "outline" })}>
        Zu den Beratern
      </Link>
      <Link to="/" className={buttonClasses({ variant: "outline" })}>
        Zur Startseite
      </Link>
    </div>
  );
}
