import { FileDown } from "lucide-react";
import { receiptFileName } from "../../../shared/domain/receipts.ts";

/** "Beleg 2026-000123 (PDF)": downloads the receipt; the name says what it is without the icon. */
export function ReceiptLink({ number }: { number: string }) {
  return (
    <a
      href={`/api/receipts/${encodeURIComponent(number)}`}
      download={receiptFileName(number)}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {`Beleg ${number} (PDF)`}
    </a>
  );
}
