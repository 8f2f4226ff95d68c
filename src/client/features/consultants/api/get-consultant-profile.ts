import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ConsultantProfile } from "../../../../shared/schemas/consultants.ts";
import type { ReviewPage } from "../../../../shared/schemas/reviews.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";

const profileUrl = (slug: string) => `/api/consultants/${encodeURIComponent(slug)}`;

/** GET /api/consultants/:slug: the consultant, the spread of their stars and the first page of reviews. */
export const consultantProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [profileUrl(slug)],
    queryFn: getQueryFn<ConsultantProfile>({ on401: "throw" }),
  });

export function useConsultantProfile(slug: string) {
  return useQuery(consultantProfileQueryOptions(slug));
}

/**
 * GET /api/consultants/:slug/reviews?before=: the reviews page by page, newest first. The first
 * page is the one the profile brought; "Weitere Bewertungen anzeigen" asks for the next.
 */
export function useConsultantReviews(slug: string, firstPage: ReviewPage) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [`${profileUrl(slug)}/reviews`],
      queryFn: ({ pageParam }) =>
        apiRequest<ReviewPage>("GET", `${profileUrl(slug)}/reviews${pageParam ? `?before=${pageParam}` : ""}`),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.nextBefore,
      initialData: { pages: [firstPage], pageParams: [null] },
      // The first page came with the profile; it is fetched again only with it.
      staleTime: Infinity,
    }),
  );
}
