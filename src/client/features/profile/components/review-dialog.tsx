import { useId, useState, type FormEvent, type ReactNode } from "react";
import { reviewTextMaxLength, reviewTextProblem } from "../../../../shared/domain/review-text.ts";
import type { OwnReview } from "../../../../shared/schemas/reviews.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/checkbox-field.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteReview, useSaveReview } from "../api/own-reviews.ts";
import { StarPicker } from "./star-picker.tsx";

const countFormat = new Intl.NumberFormat("de-DE");
const starsMissing = "Bitte wählen Sie 1 bis 5 Sterne.";

export type ReviewDialogSubject =
  | { kind: "create"; callId: number }
  /** `editable` false: the 30 days are over or the administration removed it; deleting stays possible. */
  | { kind: "own"; review: OwnReview; editable: boolean };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.";
}

/** Writes, changes or deletes the review of one call, from the call history. */
export function ReviewDialog({
  userId,
  consultantName,
  subject,
  trigger,
}: {
  userId: number;
  consultantName: string;
  subject: ReviewDialogSubject;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <TriggeredDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={subject.kind === "create" ? "Anruf bewerten" : "Ihre Bewertung"}
      description={`Ihr Anruf bei ${consultantName}`}
    >
      {/* Mounted only while open: every opening starts from the saved review. */}
      {open ? <ReviewForm userId={userId} subject={subject} onDone={() => setOpen(false)} /> : null}
    </TriggeredDialog>
  );
}

function ReviewForm({ userId, subject, onDone }: { userId: number; subject: ReviewDialogSubject; onDone(): void }) {
  const id = useId();
  const own = subject.kind === "own" ? subject.review : null;
  const editable = subject.kind === "create" || subject.editable;
  const [stars, setStars] = useState<number | null>(own?.stars ?? null);
  const [text, setText] = useState(own?.text ?? "");
  const [tried, setTried] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(!editable);
  const save = useSaveReview(userId);
  const remove = useDeleteReview(userId);
  const busy = save.isPending || remove.isPending;

  const trimmed = text.trim();
  const textProblem = tried ? reviewTextProblem(trimmed) : null;
  const starsProblem = tried && stars === null ? starsMissing : undefined;
  const serverError = save.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (stars === null || reviewTextProblem(trimmed) !== null) return;
    save.mutate(
      subject.kind === "create"
        ? { kind: "create", callId: subject.callId, stars, text: trimmed }
        : { kind: "change", reviewId: subject.review.id, stars, text: trimmed },
      {
        onSuccess: () => {
          onDone();
          toast({ title: subject.kind === "create" ? "Danke für Ihre Bewertung" : "Bewertung geändert" });
        },
      },
    );
  };

  const deleteNow = () => {
    if (!own) return;
    remove.mutate(own.id, {
      onSuccess: () => {
        onDone();
        toast({ title: "Bewertung gelöscht" });
      },
    });
  };

  if (confirmDelete && own) {
    return (
      <div className="grid gap-4">
        {!editable ? (
          <p className="text-sm text-muted-foreground">
            {own.removedAt
              ? "Diese Bewertung wurde von der Verwaltung entfernt. Sie können sie löschen."
              : "Ändern können Sie eine Bewertung bis 30 Tage nach dem Anruf. Löschen können Sie sie jederzeit."}
          </p>
        ) : null}
        <p className="text-sm font-medium">Möchten Sie Ihre Bewertung wirklich löschen?</p>
        {serverError ? <FieldError id={`${id}-server`}>{errorMessage(serverError)}</FieldError> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => (editable ? setConfirmDelete(false) : onDone())} disabled={busy}>
            Nicht löschen
          </Button>
          <Button variant="destructive" onClick={deleteNow} disabled={busy}>
            {remove.isPending ? "Wird gelöscht..." : "Ja, Bewertung löschen"}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <StarPicker
        name={`${id}-stars`}
        value={stars}
        onChange={setStars}
        error={starsProblem}
        errorId={`${id}-stars-error`}
      />
      <FormField
        id={`${id}-text`}
        label="Ihr Text (freiwillig)"
        error={textProblem ?? undefined}
        hint={`${countFormat.format(trimmed.length)} von ${countFormat.format(reviewTextMaxLength)} Zeichen, mindestens 10`}
      >
        {(control) => (
          <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        Ihre Bewertung erscheint mit Ihrem Vornamen und dem ersten Buchstaben Ihres Nachnamens (z. B. „Mia M.“) und dem
        Hinweis „Verifizierter Anruf“.{" "}
        <a href="/so-pruefen-wir-bewertungen" className="underline underline-offset-2">
          So prüfen wir Bewertungen
        </a>
      </p>
      {serverError ? <FieldError id={`${id}-server`}>{errorMessage(serverError)}</FieldError> : null}
      <DialogFooter>
        {own ? (
          <Button variant="outline" className="sm:mr-auto" onClick={() => setConfirmDelete(true)} disabled={busy}>
            Bewertung löschen
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={busy}>
          {save.isPending ? "Wird gespeichert..." : "Bewertung speichern"}
        </Button>
      </DialogFooter>
    </form>
  );
}
