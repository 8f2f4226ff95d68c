import { useId, useState, type FormEvent } from "react";
import { adminCreditAdjustmentSchema } from "../../../../shared/schemas/admin.ts";
import { formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdjustCredits } from "../api/adjust-credits.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";

type Kind = "bonus" | "refund";
type FieldErrors = Partial<Record<"kind" | "credits" | "reason", string>>;

/**
 * "Credits anpassen": a bonus or a refund with a required reason. One operation key per opening
 * of the dialog, sent again when the same booking is retried, so a double click or a retry
 * after a lost answer books once.
 */
export function AdjustCreditsDialog({ userId, userName }: { userId: number; userName: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>("bonus");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [operationKey, setOperationKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useAdjustCredits(userId);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setOperationKey(crypto.randomUUID());
      setKind("bonus");
      setAmount("");
      setReason("");
      setErrors({});
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = adminCreditAdjustmentSchema.safeParse({
      kind,
      credits: amount.trim() === "" ? Number.NaN : Number(amount),
      reason,
      operationKey,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "kind" || field === "credits" || field === "reason") && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: kind === "bonus" ? "Bonus gutgeschrieben" : "Credits erstattet",
          description: `${result.message} Neuer Kontostand: ${formatCreditsWithEuro(result.balance)}.`,
        });
        setOpen(false);
      },
      onError: (error) =>
        toast({
          title: "Fehler",
          description: errorMessageOf(error, "Die Buchung konnte nicht gespeichert werden."),
          variant: "destructive",
        }),
    });
  }

  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Credits anpassen</Button>}
      title="Credits anpassen"
      description={<>Gutschrift oder Erstattung für {userName}.</>}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Art der Buchung</legend>
          {(
            [
              ["bonus", "Bonus gutschreiben"],
              ["refund", "Credits erstatten"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-kind`}
                value={value}
                className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
          {errors.kind ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        <FormField id={`${formId}-credits`} label="Anzahl Credits" error={errors.credits}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${formId}-reason`} label="Grund" error={errors.reason}>
          {(control) => (
            <Textarea {...control} required value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
        </FormField>
        <DialogFooter>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? "Wird gebucht..." : "Buchen"}
          </Button>
        </DialogFooter>
      </form>
    </TriggeredDialog>
  );
}
