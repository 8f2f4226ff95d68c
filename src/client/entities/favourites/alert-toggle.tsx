import { useId } from "react";
import type { AvailabilityAlert } from "../../../shared/schemas/favourites.ts";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { errorMessageOf, tryLater } from "../../lib/error-message.ts";
import { toast } from "../../lib/toast.ts";
import { useChangeFavourite } from "./change-favourite.ts";
import { useChoiceWhileSaving } from "../../lib/use-choice-while-saving.ts";

export const alertTexts = {
  toggle: "Benachrichtigen, wenn verfügbar",
  anyHour: "auch zwischen 22 und 8 Uhr",
  about: "Eine E-Mail, sobald die Beratung wieder frei ist, höchstens eine in sechs Stunden.",
} as const;

/** "Benachrichtigen, wenn verfügbar" for one favourite, with the choice of any hour. */
export function AlertToggle({ consultantId, alert: saved }: { consultantId: number; alert: AvailabilityAlert | null }) {
  const change = useChangeFavourite();
  // A failure puts the saved choice back.
  const choice = useChoiceWhileSaving(saved);
  const alert = choice.shown;
  const switchId = useId();
  const anyHourId = useId();
  const aboutId = useId();
  const save = (next: AvailabilityAlert | null) => {
    choice.hold(next);
    change.mutate(
      { consultantId, kind: "alert", alert: next },
      {
        onError: (error) => toast({ title: errorMessageOf(error, tryLater), variant: "destructive" }),
        onSettled: choice.release,
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
