import { useId, useState, type FormEvent } from "react";
import { adminCreditAdjustmentSchema } from "../../../../shared/schemas/admin.ts";
import { formatCreditsWithEuro } from "../../../../shared/domain/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFooter, TriggeredDialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdjustCredits } from "../api/adjust-credits.ts";
import { errorMessageOf } from "../../../lib/error-message.ts";

type Kind = "bonus" | "refund";

/** The balance now and, for a whole number of credits, after the booking. */
function BalanceAfter({ balance, kind, amount }: { balance: number; kind: Kind; amount: string }) {
  const credits = Number(amount);
  const valid = amount.trim() !== "" && Number.isInteger(credits) && credits > 0;
  const after = valid ? balance + (kind === "bonus" ? credits : -credits) : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-muted/50 p-3 text-sm" aria-live="polite">
      <dt className="text-muted-foreground">Kontostand jetzt</dt>
      <dd className="text-right tabular-nums">{formatCreditsWithEuro(balance)}</dd>
      <dt className="text-muted-foreground">Nach der Buchung</dt>
      <dd
        className={
          after !== null && after < 0
            ? "text-right font-medium text-destructive tabular-nums"
            : "text-right tabular-nums"
        }
      >
        {after === null ? "–" : after < 0 ? "nicht möglich: mehr als der Kontostand" : formatCreditsWithEuro(after)}
      </dd>
    </dl>
  );
}
type FieldErrors = Partial<Record<"kind" | "credits" | "reason", string>>;

const kindLabels = {
  bonus: "Bonus gutschreiben",
  // "Erstatten" read like paying credits out to the customer; this takes them off the account.
  refund: "Credits zurückbuchen (vom Konto abziehen)",
} as const;

/**
 * "Credits anpassen": a bonus or a refund (credits taken back) with a required reason, showing
 * the balance now and after the booking. One operation key per opening
 * of the dialog, sent again when the same booking is retried, so a double click or a retry
 * after a lost answer books once.
 */
export function AdjustCreditsDialog({
  userId,
  userName,
  balance,
}: {
  userId: number;
  userName: string;
  /** The account's balance as the detail shows it. */
  balance: number;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>("bonus");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [operationKey, setOperationKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FieldErrors>({});
  // A failed booking is said inside the dialog, beside its button: on a phone a toast would cover it.
  const [failure, setFailure] = useState<string | null>(null);
  const adjust = useAdjustCredits(userId);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setOperationKey(crypto.randomUUID());
      setKind("bonus");
      setAmount("");
      setReason("");
      setErrors({});
      setFailure(null);
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
    setFailure(null);
    adjust.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: kind === "bonus" ? "Bonus gutgeschrieben" : "Credits zurückgebucht",
          description: `${result.message} Neuer Kontostand: ${formatCreditsWithEuro(result.balance)}.`,
        });
        setOpen(false);
      },
      onError: (error) => setFailure(errorMessageOf(error, "Die Buchung konnte nicht gespeichert werden.")),
    });
  }

  return (
    <TriggeredDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Credits anpassen</Button>}
      title="Credits anpassen"
      description={<>Credits auf dem Konto von {userName} gutschreiben oder zurückbuchen.</>}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Art der Buchung</legend>
          {(Object.entries(kindLabels) as Array<[Kind, string]>).map(([value, label]) => (
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
        <BalanceAfter balance={balance} kind={kind} amount={amount} />
        <FormField id={`${formId}-reason`} label="Grund" error={errors.reason}>
          {(control) => (
            <Textarea {...control} required value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
        </FormField>
        <FormAlert message={failure} />
        <DialogFooter>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? "Wird gebucht..." : "Buchen"}
          </Button>
        </DialogFooter>
      </form>
    </TriggeredDialog>
  );
}
