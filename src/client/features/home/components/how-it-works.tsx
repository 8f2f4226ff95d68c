import { CreditCard, PhoneCall, Star, type LucideIcon } from "lucide-react";

const steps: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: "Mitgliedschaft wählen",
    text: "Registrieren Sie sich und wählen Sie die Premium-Mitgliedschaft – der erste Monat kostet 1\u00a0€.",
    Icon: Star,
  },
  {
    title: "Bezahlen",
    text: "Bezahlen Sie bequem mit PayPal oder, wenn angeboten, mit Kreditkarte. Danach ist Ihr Mitgliedstarif sofort aktiv.",
    Icon: CreditCard,
  },
  {
    title: "Berater anrufen",
    text: "Wählen Sie eine Beraterin oder einen Berater und telefonieren Sie für 0,69\u00a0€ pro Minute.",
    Icon: PhoneCall,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-title" className="text-3xl font-semibold tracking-tight">
        So funktioniert&apos;s
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
            <div className="flex items-center gap-3">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <Icon className="size-5 text-gold" aria-hidden="true" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Schritt {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
