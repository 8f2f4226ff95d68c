import { useId, useState, type FormEvent } from "react";
import { secondFactorMessages } from "../../../../shared/schemas/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";

interface CodeEntryFormProps {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The server's answer to the last try, shown under the field. */
  error: string | null;
  onSubmit(code: string): void;
}

/** One labelled field for a code from the authenticator app (or a recovery code) and its button. */
export function CodeEntryForm({ label, submitLabel, busy, error, onSubmit }: CodeEntryFormProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [tooShort, setTooShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    setTooShort(trimmed.length < 6);
    if (trimmed.length >= 6) onSubmit(trimmed);
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id={id} label={label} error={tooShort ? secondFactorMessages.code : (error ?? undefined)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Wird geprüft..." : submitLabel}
      </Button>
    </form>
  );
}
