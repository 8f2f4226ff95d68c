import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerDeclaration, OwnerDeclarationsResponse } from "../../../../shared/api-types.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";

/** GET /api/contract-declarations/mine: what was declared for this account by someone else. */
export const myDeclarationsQuery = queryOptions<OwnerDeclarationsResponse>({
  queryKey: ["/api/contract-declarations/mine"],
});

export function useMyDeclarations() {
  return useQuery(myDeclarationsQuery);
}

type Action = { reference: string } & ({ action: "decision"; decision: "confirm" | "reject" } | { action: "acknowledge" });

/** POST .../{reference}/decision or /acknowledge; a confirmed withdrawal changes the membership. */
export function actOnDeclaration(input: Action): Promise<OwnerDeclaration> {
  const url = `/api/contract-declarations/${encodeURIComponent(input.reference)}/${input.action}`;
  return apiRequest<OwnerDeclaration>("POST", url, input.action === "decision" ? { decision: input.decision } : undefined);
}

export function useDeclarationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnDeclaration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myDeclarationsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
