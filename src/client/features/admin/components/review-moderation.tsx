import { useId, useState, type FormEvent } from "react";
import { formatBerlinDate, formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import {
  moderationDecisions,
  removalGroundLabels,
  removalGrounds,
  reportReasonLabels,
  type ModerationDecision,
  type RemovalGround,
} from "../../../../shared/domain/reviews.ts";
import { moderationDecisionSchema, type AdminReportedReview } from "../../../../shared/schemas/reviews.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/checkbox-field.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { RadioOptions } from "../../../components/ui/radio-options.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useDecideReview } from "../api/decide-review.ts";
import { useReviewReports, type ReviewReportState } from "../api/get-review-reports.ts";

const decisionLabels: Record<ModerationDecision, string> = { keep: "Behalten", remove: "Entfernen" };
const decisionOptions = moderationDecisions.map((value) => ({ value, label: decisionLabels[value] }));
const selectClasses =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type Field = "decision" | "ground" | "reason";

/** "Entscheiden": keep or remove the review, with the ground of a removal and the reasons the mails carry. */
function DecisionDialog({ item }: { item: AdminReportedReview }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<ModerationDecision | null>(null);
  const [ground, setGround] = useState<RemovalGround | "">("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const decide = useDecideReview(item.review.id);
  const id = (name: string) => `${formId}-${name}`;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setDecision(null);
      setGround("");
      setReason("");
      setErrors({});
      decide.reset();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = moderationDecisionSchema.safeParse({
      decision: decision ?? undefined,
      ground: decision === "remove" && ground ? ground : undefined,
      reason,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    decide.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  }

  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button>Entscheiden</Button>}
      title="Über die Bewertung entscheiden"
      description={
        <>
          Bewertung Nr. {item.review.id} von {item.review.reviewer} über {item.review.consultantName}. Meldende und
          Verfasser erhalten die Entscheidung mit Ihrer Begründung per E-Mail.
        </>
      }
      className="max-h-[90dvh] overflow-y-auto"
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Entscheidung">
        <p className="rounded-md bg-muted p-3 text-sm font-medium">
          Negative Bewertungen sind kein Grund zur Entfernung.
        </p>
        <fieldset className="grid gap-2" aria-describedby={errors.decision ? id("decision-error") : undefined}>
          <legend className="mb-2 text-sm font-medium">Entscheidung</legend>
          <RadioOptions name={id("decision")} options={decisionOptions} value={decision} onChange={setDecision} />
          {errors.decision ? <FieldError id={id("decision-error")}>{errors.decision}</FieldError> : null}
        </fieldset>
        {decision === "remove" ? (
          <FormField id={id("ground")} label="Grund der Entfernung" error={errors.ground}>
            {(control) => (
              <select
                {...control}
                className={selectClasses}
                value={ground}
                onChange={(e) => setGround(removalGrounds.find((g) => g === e.target.value) ?? "")}
              >
                <option value="">Bitte wählen</option>
                {removalGrounds.map((g) => (
                  <option key={g} value={g}>
                    {removalGroundLabels[g]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <FormField
          id={id("reason")}
          label="Begründung"
          hint="Mindestens 10 Zeichen; sie steht wörtlich in den E-Mails an Meldende und Verfasser."
          error={errors.reason}
        >
          {(control) => <Textarea {...control} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
        <DialogFooter>
          <Button type="submit" disabled={decide.isPending}>
            {decide.isPending ? "Wird gespeichert..." : "Entscheidung bestätigen"}
          </Button>
        </DialogFooter>
      </form>
    </TriggeredDialog>
  );
}

/** One reported review with its reports, and its decision once there is one. */
function ReportedReview({ item }: { item: AdminReportedReview }) {
  const { review, reports, decision } = item;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Bewertung Nr. {review.id} über {review.consultantName}
        </h3>
        {decision ? null : <DecisionDialog item={item} />}
      </div>
      <div className="grid gap-1 text-sm">
        {/* Plain text: the star graphic lives in the first load's chunk, and sharing it would split it off. */}
        <p className="font-medium">
          <span aria-hidden="true" className="text-gold">
            {"★".repeat(review.stars)}
            {"☆".repeat(5 - review.stars)}
          </span>{" "}
          {review.stars} von 5 Sternen
        </p>
        <p className="whitespace-pre-line break-words">{review.text ?? "(nur Sterne)"}</p>
        <p className="text-muted-foreground">
          {review.reviewer} · {formatBerlinDate(review.createdAt)} · Verifizierter Anruf · {review.callMinutes} Min.
          {review.removedAt ? ` · entfernt am ${formatBerlinDate(review.removedAt)}` : ""}
        </p>
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">{reports.length === 1 ? "1 Meldung" : `${reports.length} Meldungen`}</h4>
        <ul className="grid gap-2 text-sm">
          {reports.map((r) => (
            <li key={r.id} className="rounded-md bg-muted p-3">
              <p className="font-medium">{reportReasonLabels[r.reason]}</p>
              {r.text ? <p className="whitespace-pre-line break-words">{r.text}</p> : null}
              <p className="text-muted-foreground">
                Nr. {r.id} · {r.reporterName ?? "ohne Namen"}
                {r.reporterEmail ? ` (${r.reporterEmail})` : " (ohne E-Mail)"} · {formatBerlinDateTime(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {decision ? (
        <p className="text-sm">
          <span className="font-medium">
            {decision.decision === "remove" ? "Entfernt" : "Behalten"} am {formatBerlinDateTime(decision.decidedAt)}
          </span>
          {decision.ground ? ` · ${removalGroundLabels[decision.ground]}` : ""} · Begründung: {decision.reason}
        </p>
      ) : null}
    </li>
  );
}

function ReportList({ state }: { state: ReviewReportState }) {
  const [page, setPage] = useState(1);
  const list = useReviewReports(state, page);
  const heading = state === "open" ? "Offene Meldungen" : "Entschieden";

  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadError framed message="Die Meldungen konnten nicht geladen werden." onRetry={() => void list.refetch()} />
    );
  } else if (!list.data) {
    body = (
      <p role="status" className="text-muted-foreground">
        Wird geladen...
      </p>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <p className="rounded-lg border border-border p-4 text-muted-foreground">
        {state === "open" ? "Keine offenen Meldungen." : "Noch keine Entscheidungen."}
      </p>
    );
  } else {
    const { items, nextPage } = list.data;
    body = (
      <>
        <ul className="grid gap-4" aria-busy={list.isFetching}>
          {items.map((item) => (
            <ReportedReview key={`${item.review.id}-${item.decision?.decidedAt ?? "open"}`} item={item} />
          ))}
        </ul>
        {page > 1 || nextPage !== null ? (
          <nav aria-label="Seiten der Entscheidungen" className="flex gap-3">
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Neuere
            </Button>
            <Button variant="outline" disabled={nextPage === null} onClick={() => setPage(nextPage ?? page)}>
              Ältere
            </Button>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section className="grid gap-4" aria-labelledby={`review-reports-${state}`}>
      <h2 id={`review-reports-${state}`} className="text-xl font-semibold">
        {heading}
      </h2>
      {body}
    </section>
  );
}

/** The "Bewertungen" tab: reported reviews waiting for a decision, the longest-waiting first, then the decided ones. */
export function ReviewModeration() {
  return (
    <div className="grid gap-10">
      <ReportList state="open" />
      <ReportList state="decided" />
    </div>
  );
}
