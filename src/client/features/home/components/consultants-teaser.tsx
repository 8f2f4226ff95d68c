import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** Anchor target of the footer link "/#berater"; the consultant grid will render here. */
export function ConsultantsTeaser() {
  return (
    <section id="berater" aria-labelledby="berater-title" className="border-y border-border bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="berater-title" className="text-3xl font-semibold tracking-tight">
          Unsere Beraterinnen und Berater
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Die Übersicht unserer Beraterinnen und Berater mit ihren Schwerpunkten folgt hier in Kürze. Bis dahin finden
          Sie alle auf der Beraterseite.
        </p>
        <Link to="/berater" className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
          Alle Berater ansehen
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
