import { useState, type ReactNode } from "react";
import { splitSpecialties } from "../../../../shared/domain/consultants.ts";
import { ratingSummary } from "../../../../shared/domain/reviews.ts";
import type { ConsultantProfile as Profile } from "../../../../shared/schemas/consultants.ts";
import type { PublicReview } from "../../../../shared/schemas/reviews.ts";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { useLiveStatus } from "../../../entities/consultant-status/use-live-status.ts";
import { ReviewRulesLink } from "../../../entities/reviews/review-rules-link.tsx";
import { useConsultantReviews } from "../api/get-consultant-profile.ts";
import { CallOptions } from "./call-options.tsx";
import { ConsultantImage } from "./consultant-image.tsx";
import { CreditPrice } from "./credit-price.tsx";
import { RatingDistribution } from "./rating-distribution.tsx";
import { ReviewList } from "./review-list.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { FavouriteHeart } from "../../../entities/favourites/lazy-favourite-button.tsx";
import { WorkingHoursNote } from "./working-hours-note.tsx";

interface ConsultantProfileProps {
  profile: Profile;
  /** Rendered in each review; the report button ("Bewertung melden") goes here. */
  reportAction?: (review: PublicReview) => ReactNode;
}

function Reviews({ profile, reportAction }: ConsultantProfileProps) {
  const { consultant } = profile;
  const reviews = useConsultantReviews(consultant.slug, profile.reviews);
  const shown = reviews.data.pages.flatMap((page) => page.reviews);
  if (shown.length === 0) {
    return (
      <div className="grid gap-2">
        <p className="font-medium">{ratingSummary(0, 0)}</p>
        <p className="text-sm text-muted-foreground">
          Bewerten können nur Anruferinnen und Anrufer nach einem verifizierten Anruf bei {consultant.name}.{" "}
          <ReviewRulesLink className="text-sm" />
        </p>
      </div>
    );
  }
  return (
    <ReviewList
      reviews={shown}
      onMore={reviews.hasNextPage ? () => void reviews.fetchNextPage() : null}
      loadingMore={reviews.isFetchingNextPage}
      loadError={reviews.isFetchNextPageError}
      reportAction={reportAction}
    />
  );
}

/** A consultant's own page: who they are, how to call them, and their verified reviews. */
export function ConsultantProfile({ profile, reportAction }: ConsultantProfileProps) {
  const { consultant } = profile;
  useLiveStatus();
  const [revealed, setRevealed] = useState(false);
  const specialties = splitSpecialties(consultant.specialties);

  return (
    <div className="grid gap-10">
      <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-4">
          <div className="flex flex-col gap-4 sm:flex-row">
            <ConsultantImage consultant={consultant} className="size-32 shrink-0" />
            <div className="grid content-start gap-2">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{consultant.name}</h1>
              <div className="flex items-center gap-3">
                <StatusBadge status={consultant.status} />
                <FavouriteHeart consultantId={consultant.id} hintAlign="start" />
              </div>
              <p className="text-muted-foreground">{consultant.title}</p>
              <WorkingHoursNote workingHours={consultant.workingHours} status={consultant.status} />
            </div>
          </div>
          {specialties.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Schwerpunkte">
              {specialties.map((specialty) => (
                <li
                  key={specialty}
                  className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
                >
                  {specialty}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="max-w-prose leading-7 whitespace-pre-line">{consultant.description}</p>
        </div>
        <aside
          aria-label={`${consultant.name} anrufen`}
          className="grid content-start gap-3 rounded-xl border border-border bg-card p-5"
        >
          {/* The same offers as the card's back: a visitor here has chosen this consultant. */}
          <CallOptions consultant={consultant} face="back" revealed={revealed} onRevealedChange={setRevealed} />
          <CreditPrice consultant={consultant} />
        </aside>
      </div>
      <section aria-labelledby="bewertungen" className="grid gap-6">
        <h2 id="bewertungen" className="text-2xl font-semibold tracking-tight">
          Bewertungen
        </h2>
        {consultant.reviewCount > 0 ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={consultant.rating} className="[&_svg]:size-5" />
              <span className="font-medium">{ratingSummary(consultant.rating, consultant.reviewCount)}</span>
              <ReviewRulesLink className="text-sm" />
            </div>
            <RatingDistribution distribution={profile.ratingDistribution} />
          </div>
        ) : null}
        <Reviews profile={profile} reportAction={reportAction} />
      </section>
    </div>
  );
}
