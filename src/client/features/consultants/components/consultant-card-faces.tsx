import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { splitSpecialties } from "../../../../shared/domain/consultants.ts";
import { CallOptions, type CallOptionsProps } from "./call-options.tsx";
import { ConsultantImage } from "./consultant-image.tsx";
import { CreditPrice } from "./credit-price.tsx";
import { consultantPagePath } from "../../../../shared/domain/page-paths.ts";
import { RatingSummary } from "../../../entities/reviews/rating-summary.tsx";
import { ReviewRulesLink } from "../../../entities/reviews/review-rules-link.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { WorkingHoursNote } from "./working-hours-note.tsx";

/** The front names at most three specialties, the back all of them. */
const FRONT_SPECIALTIES = 3;

export type HeadingLevel = 2 | 3;

export interface FaceProps extends Omit<CallOptionsProps, "face"> {
  headingLevel: HeadingLevel;
  /** The back always names the credit price; the front only where the page asks for it (/berater). */
  creditPriceOnFront: boolean;
}

function Specialties({ consultant, limit }: { consultant: Consultant; limit?: number }) {
  const all = splitSpecialties(consultant.specialties);
  const shown = limit === undefined ? all : all.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Schwerpunkte">
      {shown.map((specialty) => (
        <li key={specialty} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
          {specialty}
        </li>
      ))}
    </ul>
  );
}

/** The name leads to the consultant's own page, with their reviews. */
function Name({ level, id, consultant }: { level: HeadingLevel; id?: string; consultant: Consultant }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading id={id} className="text-lg leading-tight font-semibold">
      <Link
        to={consultantPagePath(consultant.slug)}
        data-flip-key="profile"
        className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {consultant.name}
      </Link>
    </Heading>
  );
}

function Rating({ consultant }: { consultant: Consultant }) {
  // The key leads keyboard focus from the front's link to the back's when the card turns.
  return (
    <RatingSummary
      rating={consultant.rating}
      reviewCount={consultant.reviewCount}
      // Out of the Tab order on a card (docs/decisions/0043); the footer and the consultant's page link it too.
      rulesLink={<ReviewRulesLink data-flip-key="review-rules" tabIndex={-1} />}
    />
  );
}

export function CardFront({ headingLevel, nameId, creditPriceOnFront, ...call }: FaceProps & { nameId: string }) {
  const { consultant } = call;
  return (
    <>
      <div className="flex gap-4">
        <ConsultantImage consultant={consultant} className="size-24 shrink-0" />
        <div className="grid min-w-0 content-start gap-1.5">
          <Name level={headingLevel} id={nameId} consultant={consultant} />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={consultant.status} />
          </div>
          <p className="text-sm text-muted-foreground">{consultant.title}</p>
        </div>
      </div>
      <Rating consultant={consultant} />
      <Specialties consultant={consultant} limit={FRONT_SPECIALTIES} />
      <p className="line-clamp-2 text-sm">{consultant.description}</p>
      <div className="mt-auto grid gap-3 pt-1">
        <CallOptions {...call} face="front" membershipLinkFocusable={false} />
        {creditPriceOnFront ? <CreditPrice consultant={consultant} /> : null}
      </div>
    </>
  );
}

export function CardBack({ headingLevel, creditPriceOnFront: _front, ...call }: FaceProps) {
  const { consultant } = call;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Name level={headingLevel} consultant={consultant} />
        <StatusBadge status={consultant.status} />
      </div>
      <Rating consultant={consultant} />
      <p className="text-sm leading-6">{consultant.description}</p>
      <Specialties consultant={consultant} />
      <WorkingHoursNote workingHours={consultant.workingHours} status={consultant.status} />
      {/* Below the call buttons, so that they stay where they were when the card grows. */}
      <div className="mt-auto grid gap-3 pt-1">
        <CallOptions {...call} face="back" membershipLinkFocusable={false} />
        <CreditPrice consultant={consultant} />
      </div>
    </>
  );
}
