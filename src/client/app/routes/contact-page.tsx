import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ContactDetails } from "../../features/contact/components/contact-details.tsx";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { PrioritySupportNote } from "../../features/contact/components/priority-support-note.tsx";

export default function ContactPage() {
  usePageTitle("Kontakt");

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Kontakt</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Sie haben eine Frage zu unseren Beratungen, zu Ihrer Mitgliedschaft oder zu Ihrem Konto? Schreiben Sie uns – wir
        melden uns so schnell wie möglich bei Ihnen.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Schreiben Sie uns</CardTitle>
            <CardDescription>Alle Felder sind Pflichtfelder.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <PrioritySupportNote />
            <ContactForm />
          </CardContent>
        </Card>
        <aside aria-label="Weitere Kontaktmöglichkeiten">
          <ContactDetails />
        </aside>
      </div>
    </div>
  );
}
