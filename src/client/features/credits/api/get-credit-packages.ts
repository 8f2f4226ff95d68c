import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

/** GET /api/credits/packages: the five packages, public, so guests see what they could buy. */
export const creditPackagesQueryOptions = queryOptions({
  queryKey: ["/api/credits/packages"] as const,
  queryFn: getQueryFn<CreditPackage[]>({ on401: "throw" }),
  select: (data: CreditPackage[] | null) => data ?? [],
});

export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions);
}
