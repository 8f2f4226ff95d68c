import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

interface LoadErrorProps {
  /** What could not be loaded, in a whole German sentence. */
  message: string;
  onRetry(): void;
  /** Framed stands alone on a page or tab; unframed sits inside a card or dialog. */
  framed?: boolean;
}

/** A read that failed: the reason, announced, and 'Erneut versuchen'. */
export function LoadError({ message, onRetry, framed = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn("grid justify-items-start gap-3", framed && "rounded-lg border border-destructive/40 p-4")}
    >
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  );
}
