import { useQuery } from "@tanstack/react-query";
import type { OwnerDeclaration } from "../../../../shared/schemas/contract-declarations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/contract-declarations/link: what the e-mailed link is about; changes nothing. */
export function viewDeclarationLink(token: string): Promise<OwnerDeclaration> {
  return apiRequest<OwnerDeclaration>("POST", "/api/contract-declarations/link", { token });
}

export function useDeclarationLink(token: string) {
  return useQuery({
    queryKey: ["/api/contract-declarations/link", token],
    queryFn: () => viewDeclarationLink(token),
    enabled: token !== "",
  });
}
