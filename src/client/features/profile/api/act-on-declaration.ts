import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";
import { myDeclarationsQuery } from "./get-my-declarations.ts";

type Action = { reference: string } & (
  { action: "decision"; decision: "confirm" | "reject" } | { action: "acknowledge" }
);

/** POST .../{reference}/decision or /acknowledge; a confirmed withdrawal changes the membership. */
export function actOnDeclaration(input: Action): Promise<OwnerDeclaration> {
  const url = `/api/contract-declarations/${encodeURIComponent(input.reference)}/${input.action}`;
  return fileRequest<OwnerDeclaration>(
    "POST",
    url,
    input.action === "decision" ? { decision: input.decision } : undefined,
  );
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
