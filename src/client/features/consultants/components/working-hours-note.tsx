import { useEffect, useState } from "react";
import { displayStatus } from "../../../../shared/domain/consultants.ts";
import { cn } from "../../../lib/cn.ts";

type NextOpening = (workingHours: string, now: Date) => string | null;

// Reading the hours to say when an offline consultant is next there is code a first load does
// without: it comes after the cards.
let loaded: NextOpening | undefined;
const loadNextOpening = () =>
  import("../next-opening.ts").then((m) => {
    loaded = m.nextOpening;
    return loaded;
  });

function useNextOpening(workingHours: string, offline: boolean): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (!offline) return;
    void (loaded ? Promise.resolve(loaded) : loadNextOpening()).then((read) => {
      if (current) setNext(read(workingHours, new Date()));
    });
    return () => {
      current = false;
    };
  }, [workingHours, offline]);
  return offline ? next : null;
}

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
  const next = useNextOpening(workingHours ?? "", displayStatus(status) === "offline");
  if (!workingHours) return null;
  return (
    <p className={cn("grid text-sm", className)}>
      <span>Sprechzeiten: {workingHours}</span>
      {next ? <span className="text-muted-foreground">Erreichbar {next}</span> : null}
    </p>
  );
}
