import type { ReactNode } from "react";

/** Label and value side by side from small screens up, stacked on phones. */
export function DataList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 text-sm">{children}</dl>;
}

export function DataRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
