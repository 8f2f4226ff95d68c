import type { ReactNode } from "react";

/** Links within the legal texts: underlined, so they read as links in running text. */
export const legalLinkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** One numbered or named part of a legal text, reachable by its id (/agb#widerrufsrecht). */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
