import { useState } from "react";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { signFacts } from "../../../../shared/domain/zodiac.ts";
import type { HoroscopeSign } from "../../../../shared/schemas/horoscopes.ts";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { SimpleMarkdown } from "../../../components/ui/simple-markdown.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useQuery } from "@tanstack/react-query";
import { useHoroscopes } from "../api/get-horoscopes.ts";
import { myHoroscopeQueryOptions } from "../api/get-my-horoscope.ts";
import { ownSignFirst } from "../own-sign-first.ts";
import { HoroscopeParts } from "./horoscope-parts.tsx";
import { MemberOffer } from "./member-offer.tsx";
import { SignHeading } from "./sign-heading.tsx";

function SignArticle({ entry, own }: { entry: HoroscopeSign; own: boolean }) {
  const headingId = `zeichen-${entry.sign}`;
  return (
    <Card id={entry.sign} aria-labelledby={headingId} role="region" className="scroll-mt-[var(--header-height)]">
      <CardContent className="grid gap-4 pt-6">
        {own ? <p className="text-sm font-medium text-primary">Ihr Sternzeichen</p> : null}
        <SignHeading sign={entry.sign} id={headingId} />
        {entry.parts ? (
          <HoroscopeParts parts={entry.parts} />
        ) : (
          <div className="grid gap-2">
            <h3 className="font-semibold">Liebe & Partnerschaft</h3>
            <SimpleMarkdown text={entry.teaser} className="text-muted-foreground" />
            <p className="text-sm text-muted-foreground italic">
              Weiter geht es mit der Premium-Mitgliedschaft: alle vier Abschnitte für {signFacts[entry.sign].name}.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** /horoskope: the twelve signs of the month shown; members can open earlier months. */
export function HoroscopeOverview({ userId }: { userId: number | null }) {
  const [month, setMonth] = useState<string | null>(null);
  const horoscopes = useHoroscopes(userId, month);
  const member = horoscopes.data?.access === "full";
  // The member's sign, from the birth date or as chosen (GET /api/horoscopes/me, members only).
  const mine = useQuery({ ...myHoroscopeQueryOptions(userId ?? 0), enabled: member && userId !== null });
  const ownSign = member ? (mine.data?.settings.sign ?? null) : null;

  if (horoscopes.isError && !horoscopes.data) {
    return (
      <LoadError
        framed
        message="Die Horoskope konnten nicht geladen werden."
        onRetry={() => void horoscopes.refetch()}
      />
    );
  }
  const data = horoscopes.data;
  // A member's list waits for the own sign, so it does not reorder under the reader.
  if (!data || (member && userId !== null && mine.isPending)) {
    return (
      <p role="status" className="text-muted-foreground">
        Horoskope werden geladen...
      </p>
    );
  }
  if (data.month === null) {
    return <p className="text-muted-foreground">Die Horoskope für diesen Monat erscheinen in Kürze.</p>;
  }
  const signs = ownSignFirst(data.signs, ownSign);
  return (
    <div className="grid gap-6" aria-busy={horoscopes.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-semibold">Ihr Monatshoroskop für {formatMonth(data.month)}</h2>
        {member && data.archive.length > 1 ? (
          <div className="grid gap-1">
            <label htmlFor="horoskop-monat" className="text-sm font-medium">
              Archiv: Monat wählen
            </label>
            <select
              id="horoskop-monat"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              value={data.month}
              onChange={(event) => setMonth(event.target.value === data.archive[0] ? null : event.target.value)}
            >
              {data.archive.map((m) => (
                <option key={m} value={m}>
                  {formatMonth(m)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {member ? null : <MemberOffer withCosts />}
      <nav aria-label="Sternzeichen" className="flex flex-wrap gap-2">
        {signs.map((entry) => (
          <Link
            key={entry.sign}
            to={`/horoskope#${entry.sign}`}
            className="rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
          >
            <span aria-hidden="true">{signFacts[entry.sign].symbol} </span>
            {signFacts[entry.sign].name}
          </Link>
        ))}
      </nav>
      <div className="grid gap-6">
        {signs.map((entry) => (
          <SignArticle key={entry.sign} entry={entry} own={entry.sign === ownSign} />
        ))}
      </div>
      {member ? null : <MemberOffer />}
    </div>
  );
}
