import { useState } from "react";
import { consultantPagePath } from "../../../../shared/domain/page-paths.ts";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import type { Favourites } from "../../../../shared/schemas/favourites.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useSteadyOrder } from "../../../entities/consultant-status/live-store.ts";
import { useLiveStatus } from "../../../entities/consultant-status/use-live-status.ts";
import { AlertToggle } from "../../../entities/favourites/alert-toggle.tsx";
import { FavouriteHeart } from "../../../entities/favourites/lazy-favourite-button.tsx";
import { useFavourites } from "../../../entities/favourites/get-favourites.ts";
import { cn } from "../../../lib/cn.ts";
import { Link } from "../../../lib/navigation.tsx";
import { useConsultants } from "../api/get-consultants.ts";
import { useExtensionsAhead } from "../api/get-extensions.ts";
import { CallOptions } from "./call-options.tsx";
import { StatusBadge } from "./status-badge.tsx";

export const myConsultantsTexts = {
  title: "Meine Berater",
  empty:
    "Sie haben noch keine Berater gemerkt. Tippen Sie auf das Herz auf der Karte einer Beraterin oder eines Beraters, um sie hier zu sammeln.",
  loadError: "Ihre Berater konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
} as const;

type Favourite = Favourites["favourites"][number];

function MyConsultant({ consultant, favourite }: { consultant: Consultant; favourite: Favourite }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <li
      className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-[1fr_16rem]"
      data-consultant-id={consultant.id}
    >
      <div className="grid content-start gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <h4 className="text-lg font-semibold">
              <Link to={consultantPagePath(consultant.slug)} className="underline-offset-4 hover:underline">
                {consultant.name}
              </Link>
            </h4>
            <div>
              <StatusBadge status={consultant.status} />
            </div>
          </div>
          <FavouriteHeart consultantId={consultant.id} />
        </div>
        <AlertToggle consultantId={consultant.id} alert={favourite.alert} />
      </div>
      <CallOptions consultant={consultant} face="back" revealed={revealed} onRevealedChange={setRevealed} />
    </li>
  );
}

/** The favourites in the product's order, live: an entry the user is looking at keeps its place. */
function MyConsultantList({ mine, byId }: { mine: Consultant[]; byId: Map<number, Favourite> }) {
  const items = useSteadyOrder("favourites", mine);
  return (
    <ul className="grid gap-4" aria-label={myConsultantsTexts.title} data-steady-list="favourites">
      {items.map((consultant) => (
        <MyConsultant
          key={consultant.id}
          consultant={consultant}
          favourite={byId.get(consultant.id) ?? { consultantId: consultant.id, alert: null }}
        />
      ))}
    </ul>
  );
}

/** /profile "Meine Berater": the favourites in the product's order, with live status, call options and alert. */
export function MyConsultants({ className }: { className?: string }) {
  const favourites = useFavourites(true);
  const consultants = useConsultants();
  // Asked for with the lists; each entry's call options read their consultant's extension.
  useExtensionsAhead();
  useLiveStatus();

  let content;
  if (favourites.isPending || consultants.isPending) {
    content = <p role="status">Berater werden geladen...</p>;
  } else if (favourites.isError || consultants.isError) {
    content = <p role="alert">{myConsultantsTexts.loadError}</p>;
  } else {
    const byId = new Map((favourites.data?.favourites ?? []).map((f) => [f.consultantId, f]));
    // The list is already in the product's order (busy, available, offline).
    const mine = consultants.data.filter((c) => byId.has(c.id));
    content =
      mine.length === 0 ? (
        <p className="text-muted-foreground">{myConsultantsTexts.empty}</p>
      ) : (
        <MyConsultantList mine={mine} byId={byId} />
      );
  }

  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle>{myConsultantsTexts.title}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
