import { signDateRange, signFacts, type ZodiacSign } from "../../../../shared/domain/zodiac.ts";

/** "♈ Widder" with its date range. */
export function SignHeading({ sign, id }: { sign: ZodiacSign; id?: string }) {
  const facts = signFacts[sign];
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        <span aria-hidden="true" className="mr-2 text-gold">
          {facts.symbol}
        </span>
        {facts.name}
      </h2>
      <p className="text-sm text-muted-foreground">{signDateRange(sign)}</p>
    </div>
  );
}
