import type { ReactNode } from "react";

/**
 * Anchor target of the footer link "/#berater" and the tour's consultants step. The page puts
 * the consultant grid in `children`.
 */
export function ConsultantsSection({ children }: { children: ReactNode }) {
  return (
    <section
      id="berater"
      data-tour="consultants"
      aria-labelledby="berater-title"
      className="border-y border-border bg-muted/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="berater-title" data-tour-keep="consultants" className="text-3xl font-semibold tracking-tight">
          Unsere Beraterinnen und Berater
        </h2>
        <p className="mt-3 mb-8 max-w-2xl text-muted-foreground">
          Astrologie, Tarot oder Hellsehen: Wählen Sie die Beraterin oder den Berater, die oder der zu Ihrer Frage
          passt, und rufen Sie direkt an.
        </p>
        {children}
      </div>
    </section>
  );
}
