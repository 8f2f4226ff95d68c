import { useId, useState } from "react";
import type { AvailabilityAlert } from "../../../shared/schemas/favourites.ts";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { errorMessageOf, tryLater } from "../../lib/error-message.ts";
import { toast } from "../../lib/toast.ts";
import { useChangeFavourite } from "./change-favourite.ts";

export const alertTexts = {
  toggle: "Benachrichtigen, wenn verfügbar",
  anyHour: "auch zwischen 22 und 8 Uhr",
  about: "Eine E-Mail, sobald die Beratung wieder frei ist, höchstens eine in sechs Stunden.",
} as const;

/** "Benachrichtigen, wenn verfügbar" for one favourite, with the choice of any hour. */
export function AlertToggle({ consultantId, alert: saved }: { consultantId: number; alert: AvailabilityAlert | null }) {
  const change = useChangeFavourite();
  // While saving, the controls show the choice just made, from the click on (the mutation's own
  // state arrives a moment later, and a controlled control would flick back meanwhile); a
  // failure puts the saved one back.
  const [choice, setChoice] = useState<{ alert: AvailabilityAlert | null } | null>(null);
  const alert = choice ? choice.alert : saved;
  const switchId = useId();
  const anyHourId = useId();
  const aboutId = useId();
  const save = (next: AvailabilityAlert | null) => {
    setChoice({ alert: next });
    change.mutate(
      { consultantId, kind: "alert", alert: next },
      {
        onError: (error) => toast({ title: errorMessageOf(error, tryLater), variant: "destructive" }),
        onSettled: () => setChoice(null),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={alert !== null}
          aria-describedby={aboutId}
          onCheckedChange={(on) => save(on ? { anyHour: false } : null)}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          {alertTexts.toggle}
        </label>
      </div>
      <p id={aboutId} className="text-xs text-muted-foreground">
        {alertTexts.about}
      </p>
      {alert ? (
        <CheckboxField
          id={anyHourId}
          label={alertTexts.anyHour}
          checked={alert.anyHour}
          onChange={(event) => save({ anyHour: event.target.checked })}
        />
      ) : null}
    </div>
  );
}
