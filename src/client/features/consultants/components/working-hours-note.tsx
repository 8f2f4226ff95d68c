import { displayStatus } from "../../../../shared/domain/consultants.ts";
import { useNextOpening } from "../../../entities/consultant-status/live-store.ts";
import { cn } from "../../../lib/cn.ts";

/**
 * "Sprechzeiten: Mo–Fr 18–23 Uhr", and while the consultant is offline when they are next there
 * ("Erreichbar heute ab 18 Uhr", from now in Berlin time). Nothing without hours.
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
      {next ? <span className="text-muted-foreground">Erreichbar {next}</span> : null}
      {/* The line is kept while its text is worked out, so the card does not grow under the reader. */}
      {next === undefined ? <span aria-hidden="true">{"\u00a0"}</span> : null}
    </p>
  );
}
