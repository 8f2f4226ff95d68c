import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

export default function NotFoundPage() {
  usePageTitle("Seite nicht gefunden");

  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-gold">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight">
        Seite nicht gefunden
      </h1>
      <p className="mt-4 text-muted-foreground">
        Die aufgerufene Seite gibt es nicht oder nicht mehr. Vielleicht finden Sie über die Startseite, wonach Sie
        suchen.
      </p>
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        Zur Startseite
      </Link>
    </section>
  );
}
