import { Phone } from "lucide-react";
import { useId, useState } from "react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { priceNote } from "../../../../shared/domain/call-prices.ts";
import { displayStatus } from "../../../../shared/domain/consultants.ts";
import { callGuideTexts, memberDialSequence } from "../../../../shared/domain/call-guide.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../../components/ui/card.tsx";
import { useLiveStatus } from "../../../entities/consultant-status/use-live-status.ts";
import { useSteadyOrder } from "../../../entities/consultant-status/live-store.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { cn } from "../../../lib/cn.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { useConsultants } from "../api/get-consultants.ts";
import { useExtensions } from "../api/get-extensions.ts";
import { extensionFor, memberTelHref } from "../call-numbers.ts";
import { reportCallIntent } from "../call-tracking.ts";
import { StatusBadge } from "./status-badge.tsx";

interface CallGuideProps {
  /** Where the consultant grid follows right below, the per-consultant list would only repeat it. */
  withConsultants?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

function ConsultantCallRow({
  consultant,
  extension,
  memberPhoneNumber,
  userId,
}: {
  consultant: Consultant;
  extension: string;
  memberPhoneNumber: string;
  userId: number | null;
}) {
  const [revealed, setRevealed] = useState(false);
  const numberId = useId();
  const dial = memberDialSequence(memberPhoneNumber, extension);
  // A button in the guide is a deliberate choice, like the card's back: a call intent, not a first look.
  const report = (intent: "call" | "reveal") =>
    reportCallIntent({ intent, line: "member", face: "back", consultant, userId });

  return (
    <li
      className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-consultant-id={consultant.id}
    >
      <div className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{consultant.name}</span>
          <StatusBadge status={consultant.status} />
        </span>
        <span className="text-sm text-muted-foreground">Durchwahl {extension}</span>
      </div>
      {/* Phones dial through tel: links below 768 px; wider screens show the number instead. */}
      <a
        href={memberTelHref(memberPhoneNumber, extension)}
        onClick={() => report("call")}
        // Names start with the visible words, so speech input finds the control by what it shows.
        aria-label={`Anrufen: ${consultant.name}, ${dial}`}
        className={buttonClasses({ className: "md:hidden" })}
      >
        <Phone aria-hidden="true" />
        Anrufen
      </a>
      <div className="hidden md:grid md:justify-items-end">
        <Button
          variant="outline"
          aria-expanded={revealed}
          aria-controls={numberId}
          // Starts with the visible words, so speech input finds the button by what it shows.
          aria-label={`Nummer anzeigen: ${consultant.name}`}
          onClick={() => {
            if (!revealed) report("reveal");
            setRevealed(!revealed);
          }}
        >
          <Phone aria-hidden="true" />
          Nummer anzeigen
        </Button>
      </div>
      <p id={numberId} className={cn("text-sm font-medium sm:col-span-2", "md:text-right", !revealed && "md:hidden")}>
        {dial}
      </p>
    </li>
  );
}

/**
 * Rows shown before "Alle … Berater anzeigen": all fourteen made the guide about 2.900 px tall
 * on a phone. The guide is for calling, so it leads with whoever can take a call now; the
 * cards keep the grid's own order (busy first).
 */
const firstRows = 3;

function availableFirst(consultants: readonly Consultant[]): Consultant[] {
  return [
    ...consultants.filter((c) => displayStatus(c.status) === "available"),
    ...consultants.filter((c) => displayStatus(c.status) !== "available"),
  ];
}

function ConsultantCallList({ memberPhoneNumber }: { memberPhoneNumber: string }) {
  const { user } = useAuth();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const consultants = useConsultants();
  const extensions = useExtensions();
  useLiveStatus();
  const items = useSteadyOrder("call-guide", availableFirst(consultants.data ?? []));
  if (consultants.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Berater werden geladen...
      </p>
    );
  }
  if (consultants.isError || consultants.data.length === 0) {
    return <p className="text-sm text-muted-foreground">Derzeit sind keine Berater verfügbar.</p>;
  }
  const shown = showAll ? items : items.slice(0, firstRows);
  return (
    <div className="grid gap-2">
      <ul id={listId} className="grid gap-2" aria-label="Berater direkt anrufen" data-steady-list="call-guide">
        {shown.map((consultant) => (
          <ConsultantCallRow
            key={consultant.id}
            consultant={consultant}
            extension={extensionFor(extensions.data, consultant.id)}
            memberPhoneNumber={memberPhoneNumber}
            userId={user?.id ?? null}
          />
        ))}
      </ul>
      {items.length > firstRows ? (
        <Button
          variant="outline"
          className="justify-self-start"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? "Weniger Berater anzeigen" : `Alle ${items.length} Berater anzeigen`}
        </Button>
      ) : null}
    </div>
  );
}

/** How a member calls: the member line with its price, the extension, what the line does. */
export function CallGuide({ withConsultants = true, headingLevel = 2, className }: CallGuideProps) {
  const { data: config } = useSiteConfig();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={className} role="region" aria-labelledby={headingId}>
      <CardHeader>
        <Heading id={headingId} className="text-xl font-semibold tracking-tight">
          {callGuideTexts.title}
        </Heading>
        <p className="text-sm text-muted-foreground">{callGuideTexts.intro}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {config ? (
          <p className="grid">
            <span className="text-sm text-muted-foreground">Mitgliedernummer</span>
            <span className="text-2xl font-bold tracking-tight">{config.memberPhoneNumber}</span>
            <span className="text-sm text-muted-foreground">{priceNote("member")}</span>
          </p>
        ) : null}
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>{callGuideTexts.extension}</li>
          <li>{callGuideTexts.recognition}</li>
          <li>{callGuideTexts.busy}</li>
        </ol>
        {withConsultants && config ? <ConsultantCallList memberPhoneNumber={config.memberPhoneNumber} /> : null}
      </CardContent>
    </Card>
  );
}
