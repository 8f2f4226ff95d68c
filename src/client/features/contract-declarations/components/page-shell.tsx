import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";

interface PageShellProps {
  title: string;
  /** Explanations shown above the form; left out on the confirmation and in print. */
  intro: ReactNode;
  children: ReactNode;
  footnote?: ReactNode;
}

export function PageShell({ title, intro, children, footnote }: PageShellProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14 print:max-w-none print:p-0">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 grid max-w-prose gap-2 text-muted-foreground print:hidden">{intro}</div> : null}
      <Card className="mt-8 print:border-0 print:shadow-none">
        <div className="p-5 sm:p-8 print:p-0">{children}</div>
      </Card>
      {footnote ? <div className="mt-6 text-sm text-muted-foreground print:hidden">{footnote}</div> : null}
    </div>
  );
}
