/** Five rows "5 Sterne … 80 %", best first; a list, so screen readers hear each row whole. */
export function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = distribution[stars - 1] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
  return (
    <ul aria-label="Verteilung der Sterne" className="grid max-w-sm gap-1.5 text-sm">
      {rows.map(({ stars, count, percent }) => (
        <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-2">
          <span>{stars === 1 ? "1 Stern" : `${stars} Sterne`}</span>
          <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
          </span>
          <span className="text-right tabular-nums">
            {percent} %<span className="sr-only"> ({count})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
