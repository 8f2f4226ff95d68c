import { CircleAlert, Clock, CreditCard } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link, type LinkTarget } from "../../../lib/navigation.tsx";
import type { FailureReason } from "../activation/run-activation.ts";
import { CardDeclinedHelp } from "./card-declined-help.tsx";
import { ResultCard } from "./result-card.tsx";

interface ResultLink {
  to: LinkTarget;
  label: string;
}

interface FailureText {
  title: string;
  text: string;
  links: ResultLink[];
}

const support: ResultLink = { to: "/contact", label: "Support kontaktieren" };
const home: ResultLink = { to: "/", label: "Zur Startseite" };

const texts: Record<Exclude<FailureReason, "declined">, FailureText> = {
  invalid: {
    title: "Aktivierung nicht möglich",
    text: "Die Angaben des Zahlungsanbieters sind unvollständig oder ungültig. Falls Sie bereits bezahlt haben, wenden Sie sich bitte an unseren Support.",
    links: [support, home],
  },
  "signed-out": {
    title: "Bitte melden Sie sich an",
    text: "Wir konnten Ihre Zahlung keinem Konto zuordnen. Bitte melden Sie sich an und prüfen Sie Ihre Mitgliedschaft im Profil.",
    links: [{ to: "/login", label: "Jetzt anmelden" }, home],
  },
  register: {
    title: "Registrierung abschließen",
    text: "Bitte schließen Sie zuerst Ihre Registrierung ab. Sie werden gleich weitergeleitet.",
    links: [{ to: "/register", label: "Zur Registrierung" }],
  },
  timeout: {
    title: "Zahlung noch nicht bestätigt",
    text: "Die Bestätigung Ihrer Zahlung dauert länger als üblich. Sobald sie eintrifft, wird Ihre Mitgliedschaft freigeschaltet; den Stand sehen Sie in Ihrem Profil.",
    links: [{ to: "/profile", label: "Zu meinem Profil" }, support],
  },
  error: {
    title: "Fehler bei der Abonnement-Aktivierung",
    text: "Ihre Mitgliedschaft konnte nicht aktiviert werden. Bitte wenden Sie sich an unseren Support, wir helfen Ihnen schnell weiter.",
    links: [support, home],
  },
};

export function FailureView({ reason }: { reason: FailureReason }) {
  if (reason === "declined") {
    return (
      <ResultCard icon={CreditCard} tone="error" title="Zahlung abgelehnt" live="assertive">
        <CardDeclinedHelp />
      </ResultCard>
    );
  }
  const { title, text, links } = texts[reason];
  return (
    <ResultCard
      icon={reason === "timeout" ? Clock : CircleAlert}
      tone={reason === "timeout" ? "neutral" : "error"}
      title={title}
      live="assertive"
    >
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonClasses({ variant: index === 0 ? "default" : "outline" })}>
            {link.label}
          </Link>
        ))}
      </div>
    </ResultCard>
  );
}
