import { useEffect, useRef } from "react";
import { CircleCheck } from "lucide-react";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import {
  confirmationTitle,
  declarationFields,
  declarationNoun,
  outcomeParagraphs,
  type DeclarationField,
} from "../../../../shared/domain/contract-declaration-texts.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import "../print.css";
import { ConfirmationActions } from "./confirmation-actions.tsx";
import { DeclarationList } from "./declaration-list.tsx";

function receiptFields(c: ContractDeclarationConfirmation): DeclarationField[] {
  const fields = [
    { label: "Eingegangen am", value: formatBerlinDateTime(new Date(c.receivedAt)) },
    { label: "Vorgangsnummer", value: c.reference },
  ];
  if (c.outcome === "ended" && c.effectiveEnd) {
    fields.push({
      label: c.kind === "cancellation" ? "Vertragsende" : "Vertrag beendet am",
      value: formatBerlinDateTime(new Date(c.effectiveEnd), { seconds: false }),
    });
  }
  return fields;
}

/** The page the customer can print or save: content, date and time received, end of contract. */
export function ConfirmationView({ confirmation }: { confirmation: ContractDeclarationConfirmation }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: config } = useSiteConfig();
  useEffect(() => headingRef.current?.focus(), []);
  const noun = declarationNoun(confirmation.kind);
  const title =
    confirmation.kind === "cancellation"
      ? "Ihre Kündigung ist bei uns eingegangen"
      : "Ihr Widerruf ist bei uns eingegangen";

  return (
    <section data-print-confirmation aria-label={confirmationTitle(confirmation.kind)} className="grid gap-6">
      {config ? (
        <p className="hidden text-sm print:block">
          {config.brandName} · {config.company.name} · {config.company.street} · {config.company.postalCode}{" "}
          {config.company.city}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-6 shrink-0 text-primary print:hidden" aria-hidden="true" />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
      </div>

      <div className="rounded-lg border border-primary/30 bg-secondary/50 p-4 sm:p-6 print:border-foreground print:bg-transparent">
        <DeclarationList fields={receiptFields(confirmation)} />
        <div className="mt-4 grid gap-2 border-t border-border pt-4 text-sm leading-6">
          {outcomeParagraphs(confirmation).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <section aria-labelledby="declaration-content-heading" className="grid gap-3">
        <h3 id="declaration-content-heading" className="text-base font-semibold">
          Inhalt Ihrer Erklärung ({noun})
        </h3>
        <DeclarationList fields={declarationFields(confirmation.kind, confirmation.declaration)} />
      </section>

      <p className="text-sm text-muted-foreground">
        {confirmation.emailSent
          ? confirmation.outcome === "received"
            ? `Eine Eingangsbestätigung haben wir soeben per E-Mail an ${confirmation.declaration.email} geschickt.`
            : `Eine Bestätigung mit diesen Angaben haben wir soeben per E-Mail an ${confirmation.declaration.email} geschickt.`
          : `Die Bestätigung per E-Mail an ${confirmation.declaration.email} konnte gerade nicht verschickt werden. Ihre Erklärung ist trotzdem bei uns gespeichert; bitte drucken oder speichern Sie diese Seite.`}
      </p>

      <ConfirmationActions confirmation={confirmation} />
    </section>
  );
}
