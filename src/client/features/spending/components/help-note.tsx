import { Phone } from "lucide-react";
import { telHref } from "../../../lib/tel-href.ts";

const helplines = ["0800 111 0 111", "0800 111 0 222"] as const;
const linkClass = "font-medium whitespace-nowrap text-primary underline underline-offset-4 hover:no-underline";

/** A calm pointer to free help, and what a consultation is not. */
export function HelpNote() {
  return (
    <aside aria-label="Hilfe und Hinweis" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
      <p className="flex gap-2">
        <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          Wenn Ihnen Sorgen über den Kopf wachsen, hilft die TelefonSeelsorge, kostenfrei und rund um die Uhr:{" "}
          <a href={telHref(helplines[0])} className={linkClass}>
            {helplines[0]}
          </a>{" "}
          und{" "}
          <a href={telHref(helplines[1])} className={linkClass}>
            {helplines[1]}
          </a>
          .
        </span>
      </p>
      <p className="text-muted-foreground">
        Unsere Beratungen ersetzen keine medizinische, psychologische oder rechtliche Beratung.
      </p>
    </aside>
  );
}
