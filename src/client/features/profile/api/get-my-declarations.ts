import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnerDeclarationsResponse } from "../../../../shared/schemas/contract-declarations.ts";

/** GET /api/contract-declarations/mine: what was declared for this account by someone else. */
export const myDeclarationsQuery = queryOptions<OwnerDeclarationsResponse>({
  queryKey: ["/api/contract-declarations/mine"],
});

export function useMyDeclarations() {
  return useQuery(myDeclarationsQuery);
}
