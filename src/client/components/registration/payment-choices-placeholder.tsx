import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button.tsx";

/** Stands where the payment choices will go: the account exists, the membership is not bought yet. */
export function PaymentChoicesPlaceholder({ onNavigate }: { onNavigate?: () => void }) {
  const container = useRef<HTMLDivElement>(null);

  // The focused submit button has just disappeared; without this, keyboard and screen-reader
  // users would land on the page start, and on small screens the next step stays out of view.
  useEffect(() => {
    container.current?.focus();
  }, []);

  return (
    <div
      ref={container}
      tabIndex={-1}
      aria-live="polite"
      className="grid scroll-mt-20 gap-3 rounded-xl border border-border bg-muted/40 p-5 focus:outline-none"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Ihr Konto ist angelegt.
      </p>
      <p className="text-sm text-muted-foreground">
        1 € im ersten Monat, danach 4,99 € pro Woche, Mindestlaufzeit 3 Monate nach dem Testmonat.
      </p>
      <div>
        <Link to="/subscribe" onClick={onNavigate} className={buttonClasses({ size: "lg" })}>
          Weiter zur Mitgliedschaft
        </Link>
      </div>
    </div>
  );
}
