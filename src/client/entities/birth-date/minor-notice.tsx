import { Button } from "../../components/ui/button.tsx";
import { Link } from "../../lib/navigation.tsx";

export const minorNoticeTexts = {
  title: "Unsere Beratungen sind nur für Erwachsene",
  text: "Laut Ihrem Geburtsdatum sind Sie noch nicht 18 Jahre alt. Ihr Konto bleibt bestehen, aber Sie können keine Mitgliedschaft und keine Credits bestellen und nicht mit unseren Beratern telefonieren. Eine laufende Mitgliedschaft können Sie jederzeit kündigen.",
  cancel: "Mitgliedschaft kündigen",
} as const;

/** What an account under 18 can no longer do, and the way to cancel (docs/decisions/0033). */
export function MinorNotice({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      role="status"
      aria-label={minorNoticeTexts.title}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <Heading className={headingLevel === 1 ? "text-2xl font-bold tracking-tight" : "text-lg font-semibold"}>
        {minorNoticeTexts.title}
      </Heading>
      <p>{minorNoticeTexts.text}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/kuendigen">{minorNoticeTexts.cancel}</Link>
      </Button>
    </section>
  );
}
