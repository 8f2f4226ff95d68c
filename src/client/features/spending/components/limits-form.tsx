import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";
import { useSetSpendingLimits } from "../api/set-spending-limits.ts";
import { eurosText, readEuros } from "./euro-input.ts";

/** The answer says what happened: applied at once, or waiting for its 7 days. */
function savedMessage(view: SpendingView): string {
  return view.pendingRaise
    ? "Die Erhöhung wartet 7 Tage, bevor sie gilt. Wir haben Ihnen eine Bestätigung per E-Mail geschickt."
    : "Ihr Ausgabenlimit gilt ab sofort. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.";
}

/** Monthly and daily limit in whole euros; an empty field is no limit of that kind. */
export function LimitsForm({ userId, view }: { userId: number; view: SpendingView }) {
  const save = useSetSpendingLimits(userId);
  const [monthly, setMonthly] = useState(() => eurosText(view.limits.monthlyCents));
  const [daily, setDaily] = useState(() => eurosText(view.limits.dailyCents));
  const [fieldErrors, setFieldErrors] = useState<{ monthly?: string; daily?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const monthlyEuros = readEuros(monthly);
    const dailyEuros = readEuros(daily);
    setFormError(null);
    setFieldErrors({
      monthly: monthlyEuros.ok ? undefined : monthlyEuros.error,
      daily: dailyEuros.ok ? undefined : dailyEuros.error,
    });
    if (!monthlyEuros.ok || !dailyEuros.ok) return;
    save.mutate(
      { monthlyEuros: monthlyEuros.euros, dailyEuros: dailyEuros.euros },
      {
        onSuccess: (next) => toast({ title: "Ausgabenlimit gespeichert", description: savedMessage(next) }),
        onError: (error) => setFormError(errorMessageOf(error, `Das Limit wurde nicht gespeichert. ${tryLater}`)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Ausgabenlimit ändern" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="limit-monthly"
          label="Limit pro Monat (Euro)"
          hint="Leer lassen für kein Monatslimit."
          error={fieldErrors.monthly}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={monthly}
              onChange={(e) => setMonthly(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="limit-daily"
          label="Limit pro Tag (Euro)"
          hint="Optional; höchstens so hoch wie das Monatslimit."
          error={fieldErrors.daily}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={daily}
              onChange={(e) => setDaily(e.target.value)}
            />
          )}
        </FormField>
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Wird gespeichert..." : "Limit speichern"}
      </Button>
    </form>
  );
}
