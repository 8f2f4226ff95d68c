import { useId, useState, type FormEvent } from "react";
import { reportReasonLabels, reportReasons, type ReportReason } from "../../../../shared/domain/reviews.ts";
import { reviewReportSchema } from "../../../../shared/schemas/reviews.ts";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField, FieldError } from "../../../components/ui/checkbox-field.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { RadioOptions } from "../../../components/ui/radio-options.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useReportReview } from "../api/report-review.ts";

export const goodFaithText = "Ich bestätige, dass meine Angaben nach bestem Wissen richtig und vollständig sind.";

const reasonOptions = reportReasons.map((value) => ({ value, label: reportReasonLabels[value] }));

interface Values {
  reason: ReportReason | null;
  text: string;
  /** null until typed in: then the signed-in account's, which may arrive after the dialog opened. */
  name: string | null;
  email: string | null;
  goodFaith: boolean;
  website: string;
}

type Field = "reason" | "text" | "name" | "email" | "goodFaith";

/**
 * "Bewertung melden" under a review: a dialog that reports it with a reason (Art. 16 DSA).
 * Anyone may report; a signed-in person finds name and address filled in.
 */
export function ReportReviewButton({ reviewId, reviewer }: { reviewId: number; reviewer: string }) {
  const formId = useId();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(() => emptyValues());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const report = useReportReview(reviewId);

  function emptyValues(): Values {
    return { reason: null, text: "", name: null, email: null, goodFaith: false, website: "" };
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValues(emptyValues());
      setErrors({});
      setDone(null);
      report.reset();
    }
  }

  const name = values.name ?? user?.name ?? "";
  const email = values.email ?? user?.email ?? "";
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReportSchema.safeParse({ ...values, name, email, reason: values.reason ?? undefined });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    report.mutate(parsed.data, { onSuccess: (answer) => setDone(answer.message) });
  }

  const id = (name: string) => `${formId}-${name}`;
  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="link" size="sm" className="h-auto px-0 text-xs text-muted-foreground">
          Bewertung melden
        </Button>
      }
      title="Bewertung melden"
      description={<>Sie melden die Bewertung von {reviewer}. Eine Mitarbeiterin oder ein Mitarbeiter prüft sie.</>}
      className="max-h-[90dvh] overflow-y-auto"
    >
      {done ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm">
            {done}
          </p>
          <DialogFooter>
            {/* The send button is gone with the form: focus moves to what is left to do. */}
            <Button autoFocus onClick={() => setOpen(false)}>
              Schließen
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Bewertung melden">
          <fieldset className="grid gap-2" aria-describedby={errors.reason ? id("reason-error") : undefined}>
            <legend className="mb-2 text-sm font-medium">Grund der Meldung</legend>
            <RadioOptions
              name={id("reason")}
              options={reasonOptions}
              value={values.reason}
              onChange={(reason) => set("reason", reason)}
            />
            {errors.reason ? <FieldError id={id("reason-error")}>{errors.reason}</FieldError> : null}
          </fieldset>
          <p className="rounded-md bg-muted p-3 text-sm">
            Negative Meinungen sind kein Grund zur Entfernung: Kritische Bewertungen echter Anrufe veröffentlichen wir
            genauso wie positive.
          </p>
          <FormField id={id("text")} label="Erläuterung (freiwillig)" error={errors.text}>
            {(control) => (
              <Textarea {...control} rows={4} value={values.text} onChange={(e) => set("text", e.target.value)} />
            )}
          </FormField>
          <FormField id={id("name")} label="Ihr Name (freiwillig)" error={errors.name}>
            {(control) => (
              <Input {...control} autoComplete="name" value={name} onChange={(e) => set("name", e.target.value)} />
            )}
          </FormField>
          <FormField
            id={id("email")}
            label="Ihre E-Mail-Adresse (freiwillig)"
            hint="Dorthin senden wir die Eingangsbestätigung und später die Entscheidung mit ihren Gründen."
            error={errors.email}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => set("email", e.target.value)}
              />
            )}
          </FormField>
          <CheckboxField
            id={id("good-faith")}
            label={goodFaithText}
            checked={values.goodFaith}
            onChange={(e) => set("goodFaith", e.target.checked)}
            error={errors.goodFaith}
          />
          <HoneypotField id={id("website")} value={values.website} onChange={(e) => set("website", e.target.value)} />
          {report.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessageOf(report.error, "Die Meldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.")}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? "Wird gesendet..." : "Meldung senden"}
            </Button>
          </DialogFooter>
        </form>
      )}
    </TriggeredDialog>
  );
}
