import { Button } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";

const texts = {
  title: "Unsere Beratungen sind nur für Erwachsene",
  text: "Laut Ihrem Geburtsdatum sind Sie noch nicht 18 Jahre alt. Ihr Konto bleibt bestehen, aber Sie können keine Mitgliedschaft und keine Credits bestellen und nicht mit unseren Beratern telefonieren. Eine laufende Mitgliedschaft können Sie jederzeit kündigen.",
  cancel: "Mitgliedschaft kündigen",
} as const;

/** What an account under 18 can no longer do, and the way to cancel (docs/decisions/0033). */
export function MinorNotice() {
  return (
    <section role="status" aria-label={texts.title} className="grid gap-3">
      <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
      <p>{texts.text}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/kuendigen">{texts.cancel}</Link>
      </Button>
    </section>
  );
}
