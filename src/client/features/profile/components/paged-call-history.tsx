import { useState, type ComponentProps } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { CallHistoryTable } from "./call-history-table.tsx";

/** The newest calls first; more on request, so that a long history does not push the rest of the profile away. */
export const CALLS_SHOWN_FIRST = 5;
const CALLS_PER_STEP = 10;

export function PagedCallHistory({ calls, ...table }: ComponentProps<typeof CallHistoryTable>) {
  const [wanted, setWanted] = useState(CALLS_SHOWN_FIRST);
  const shown = Math.min(wanted, calls.length);
  const all = shown === calls.length;
  return (
    <>
      <CallHistoryTable calls={calls.slice(0, shown)} {...table} />
      {calls.length > CALLS_SHOWN_FIRST ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown} von {calls.length} Anrufen angezeigt
          </p>
          {/* The button stays where it is, so the keyboard focus is not lost when the list is complete. */}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setWanted(all ? CALLS_SHOWN_FIRST : shown + CALLS_PER_STEP)}
          >
            {all ? "Weniger anzeigen" : "Weitere anzeigen"}
          </Button>
        </div>
      ) : null}
    </>
  );
}
