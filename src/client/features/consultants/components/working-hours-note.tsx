import { displayStatus } from "../../../../shared/domain/consultants.ts";
import { useNextOpening } from "../../../entities/consultant-status/live-store.ts";
import { cn } from "../../../lib/cn.ts";

/**
 * "Sprechzeiten: Mo–Fr 18–23 Uhr", and while the consultant is offline when they are next there
 * ("Erreichbar heute ab 18 Uhr", from now in Berlin time). Nothing without hours.
 *
 * The second line is always there, empty where there is nothing to say: the status changes
 * live, the hours begin and end on an open page, and the code that reads them arrives late.
 * None of that may make the card grow or shrink under the reader.
 */
export function WorkingHoursNote({
  workingHours,
  status,
  className,
}: {
  workingHours: string | null;
  status: string;
  className?: string;
}) {
  const next = useNextOpening(workingHours, displayStatus(status) === "offline");
  if (!workingHours) return null;
  return (
    <p className={cn("grid text-sm", className)}>
      <span>Sprechzeiten: {workingHours}</span>
      {next ? (
        <span className="text-muted-foreground">Erreichbar {next}</span>
      ) : (
        <span aria-hidden="true">{"\u00a0"}</span>
      )}
    </p>
  );
}
