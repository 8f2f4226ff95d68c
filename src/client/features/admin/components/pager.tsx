import { Button } from "../../../components/ui/button.tsx";

interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** False when the total is an estimate: it is then written "ca.". */
  totalExact?: boolean;
  /** The current page was not full: there is nothing after it, whatever an estimate says. */
  isLastPage?: boolean;
  onPageChange: (page: number) => void;
}

const wholeNumber = new Intl.NumberFormat("de-DE");

/** Previous / next with "Seite x von y" and the number of entries. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  totalExact = true,
  isLastPage = false,
  onPageChange,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {totalExact ? "" : "ca. "}
        {wholeNumber.format(total)} {total === 1 ? "Eintrag" : "Einträge"} · Seite {page} von {totalExact ? "" : "ca. "}
        {wholeNumber.format(pages)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Zurück
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isLastPage || (totalExact && page >= pages)}
          onClick={() => onPageChange(page + 1)}
        >
          Weiter
        </Button>
      </div>
    </nav>
  );
}
