import { Check, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { premiumPlan } from "../../../shared/domain/plan.ts";

const membershipFeatures = premiumPlan.features;

const callFeeNotes = [
  "inkl. MwSt., aus allen deutschen Fest- und Mobilfunknetzen",
  "Sekundengenaue Abrechnung über die Telefonrechnung",
  "Keine Gesprächsdauerbegrenzung",
  "Nur ab 18 Jahren",
];

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

// Weekly, not monthly: the plan bills 4,99 € per week, so the FAQ must say the same.
const faqItems: { question: string; answer: ReactNode }[] = [
  {
    question: "Wie funktioniert die Premium-Mitgliedschaft?",
    answer:
      "Im ersten Monat zahlen Sie 1 €, danach 4,99 € pro Woche. Die Mindestlaufzeit beträgt 3 Monate nach dem Testmonat. Als Mitglied rufen Sie alle Berater über die Mitgliedernummer zum reduzierten Minutenpreis von 0,69 € an.",
  },
  {
    question: "Wie werden die Anrufkosten berechnet?",
    answer:
      "Gespräche werden sekundengenau abgerechnet und separat über Ihre Telefonrechnung bezahlt, nicht über den Mitgliedsbeitrag. Vor Beginn der Abrechnung hören Sie eine kostenlose Preisansage.",
  },
  {
    question: "Wie kann ich meine Mitgliedschaft kündigen?",
    answer: (
      <>
        Jederzeit über{" "}
        <Link to="/kuendigen" className={linkClass}>
          Verträge hier kündigen
        </Link>{" "}
        (ohne Anmeldung), per E-Mail oder in Ihrem Profil. Die Kündigung wird zum Ende des laufenden
        Abrechnungszeitraums wirksam, frühestens zum Ende der Mindestlaufzeit. Bis dahin behalten Sie vollen Zugang.
      </>
    ),
  },
  {
    question: "Kann ich auch ohne Mitgliedschaft anrufen?",
    answer:
      "Ja. Ohne Mitgliedschaft erreichen Sie unsere Berater über eine separate Premium-Rufnummer für 1,49 €/Min. inkl. MwSt. aus allen deutschen Fest- und Mobilfunknetzen.",
  },
  {
    question: "Fallen weitere Kosten an?",
    answer:
      "Nein. Es gibt nur den Mitgliedsbeitrag und die Minutenpreise der Anrufe. Cosmos Credits für persönliche Beratungen sind freiwillig und werden nur berechnet, wenn Sie sie ausdrücklich kaufen.",
  },
];

function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

function MembershipCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Premium-Mitgliedschaft</CardTitle>
        <CardDescription>Für alle, die regelmäßig mit unseren Beratern sprechen.</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-5">
        <div>
          <p className="text-3xl font-bold">1 € im ersten Monat</p>
          <p className="mt-1 text-lg font-semibold">danach 4,99 € pro Woche</p>
        </div>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>Mindestlaufzeit 3 Monate nach dem Testmonat</li>
          <li>Kündigung zum Ende des Abrechnungszeitraums</li>
        </ul>
        <ul className="grid gap-2 text-sm" aria-label="Leistungen der Mitgliedschaft">
          {membershipFeatures.map((feature) => (
            <CheckItem key={feature}>{feature}</CheckItem>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">Preise inkl. MwSt.</p>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg" className="w-full">
          <Link to="/subscribe">Mitgliedschaft auswählen</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function CallFeesCard() {
  const { data: config } = useSiteConfig();

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Anrufgebühren</CardTitle>
        <CardDescription>Sie zahlen nur die Minuten, die Sie tatsächlich sprechen.</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-5">
        <dl className="grid gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">Für Mitglieder</dt>
            <dd className="text-3xl font-bold">0,69 €/Min.</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Ohne Mitgliedschaft, über eine separate Premium-Rufnummer</dt>
            <dd className="text-3xl font-bold">1,49 €/Min.</dd>
            {config ? (
              <dd className="mt-1 text-sm">
                Premium-Rufnummer: <span className="font-medium">{config.premiumPhoneNumber}</span> (1,49 €/Min. inkl.
                MwSt.)
              </dd>
            ) : null}
          </div>
        </dl>
        <ul className="grid gap-2 text-sm">
          {callFeeNotes.map((note) => (
            <CheckItem key={note}>{note}</CheckItem>
          ))}
        </ul>
        {/* § 109 TKG: when a number's price depends on an ongoing contract, that must be said next to it. */}
        <p className="text-xs text-muted-foreground">
          Der Mitgliederpreis setzt eine aktive Premium-Mitgliedschaft (Abonnement) voraus. Preise inkl. MwSt.
        </p>
      </CardContent>
    </Card>
  );
}

function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mt-14">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold tracking-tight">
        Häufige Fragen
      </h2>
      <div className="mt-6 divide-y divide-border rounded-lg border border-border">
        {faqItems.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="px-4 pb-4 text-sm leading-6 text-muted-foreground">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}

export default function PricingPage() {
  usePageTitle("Preise");

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Preise</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Transparente Preise ohne versteckte Kosten: die Mitgliedschaft und die Gebühren für Ihre Anrufe im Überblick.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <MembershipCard />
        <CallFeesCard />
      </div>
      <PricingFaq />
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/contact">Noch Fragen? Kontaktieren Sie uns</Link>
        </Button>
      </div>
    </div>
  );
}
