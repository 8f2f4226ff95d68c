const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

/** ISO date -> "05.03.2027" (spec section 9: dates in de-DE); "–" when there is none. */
export function formatDate(iso: string | null): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : dateFormat.format(date);
}
