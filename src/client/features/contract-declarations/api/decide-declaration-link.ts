import { useMutation } from "@tanstack/react-query";
import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/** POST /api/contract-declarations/link/decision: the owner confirms or rejects the declaration. */
export function decideDeclarationLink(input: {
  token: string;
  decision: "confirm" | "reject";
}): Promise<OwnerDeclaration> {
  return fileRequest<OwnerDeclaration>("POST", "/api/contract-declarations/link/decision", input);
}

export function useDecideDeclarationLink() {
  return useMutation({ mutationFn: decideDeclarationLink });
}
