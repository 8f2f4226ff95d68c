import type { DeclarationField } from "../../../../shared/domain/contract-declaration-texts.ts";

/** The declaration label by label; labels beside values from small screens up, stacked on phones. */
export function DeclarationList({ fields }: { fields: DeclarationField[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {fields.map((field) => (
        <div key={field.label} className="grid gap-1 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-6">
          <dt className="text-muted-foreground">{field.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
