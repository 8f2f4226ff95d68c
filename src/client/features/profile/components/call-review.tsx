import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import type { OwnReviews } from "../../../../shared/schemas/reviews.ts";
import { Button } from "../../../components/ui/button.tsx";
import { consultantNameOf, formatCallStart } from "./call-history-format.ts";
import { ReviewDialog } from "./review-dialog.tsx";
import { ReviewStars } from "./review-stars.tsx";

/** What the call history offers next to one call: "Bewerten", or the own review's stars and "Bewertung ändern". */
export function CallReview({
  call,
  reviews,
  userId,
  now,
}: {
  call: CallHistoryItem;
  reviews: OwnReviews;
  userId: number;
  now: number;
}) {
  const consultantName = consultantNameOf(call);
  // Several calls carry these buttons: the hidden part tells screen readers which call each is for.
  const which = (
    <span className="sr-only">
      {" "}
      (Anruf bei {consultantName} am {formatCallStart(call.call_start)})
    </span>
  );
  const review = reviews.reviews.find((r) => r.callId === call.id);
  if (review) {
    const editable = review.removedAt === null && Date.parse(review.editableUntil) > now;
    return (
      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars stars={review.stars} />
        {review.removedAt ? <span className="text-xs text-muted-foreground">Von der Verwaltung entfernt</span> : null}
        <ReviewDialog
          userId={userId}
          consultantName={consultantName}
          subject={{ kind: "own", review, editable }}
          trigger={
            <Button variant="link" size="sm" className="h-auto p-0">
              {editable ? "Bewertung ändern" : "Bewertung löschen"}
              {which}
            </Button>
          }
        />
      </span>
    );
  }
  if (!reviews.reviewableCalls.some((c) => c.callId === call.id)) return null;
  return (
    <span className="mt-1 block">
      <ReviewDialog
        userId={userId}
        consultantName={consultantName}
        subject={{ kind: "create", callId: call.id }}
        trigger={
          <Button variant="outline" size="sm">
            Bewerten
            {which}
          </Button>
        }
      />
    </span>
  );
}
