import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import type { ConsentChoice } from "../../lib/consent.ts";

interface ConsentOptionProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function ConsentOption({ id, label, description, checked, disabled, onChange }: ConsentOptionProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}

interface CookieSettingsFormProps {
  initial: ConsentChoice;
  offerAnalytics: boolean;
  offerMarketing: boolean;
  onSave: (choice: ConsentChoice) => void;
}

/** Per-category choice; only services the site actually uses are offered. */
export function CookieSettingsForm({ initial, offerAnalytics, offerMarketing, onSave }: CookieSettingsFormProps) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ analytics: offerAnalytics && analytics, marketing: offerMarketing && marketing });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Kategorien</legend>
        <ConsentOption
          id="consent-necessary"
          label="Notwendig"
          description="Anmeldung, Sicherheit und Ihre Einstellungen. Immer aktiv."
          checked
          disabled
        />
        {offerAnalytics ? (
          <ConsentOption
            id="consent-analytics"
            label="Statistik (Google Analytics)"
            description="Hilft uns zu verstehen, wie das Portal genutzt wird."
            checked={analytics}
            onChange={setAnalytics}
          />
        ) : null}
        {offerMarketing ? (
          <ConsentOption
            id="consent-marketing"
            label="Marketing (Google Ads Conversion-Tracking)"
            description="Misst, ob eine Anzeige zu einer Registrierung oder Mitgliedschaft geführt hat."
            checked={marketing}
            onChange={setMarketing}
          />
        ) : null}
      </fieldset>
      <div>
        <Button type="submit">Auswahl speichern</Button>
      </div>
    </form>
  );
}
