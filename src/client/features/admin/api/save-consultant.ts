import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultantResponse, AdminConsultantValues } from "../../../../shared/schemas/admin-consultants.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminConsultantsUrl } from "./get-admin-consultants.ts";
import { refreshAfterConsultantChange } from "./invalidate-consultants.ts";

/** POST /api/admin/consultants (id null) or PUT /api/admin/consultants/{id}. */
export function saveConsultant(id: number | null, input: AdminConsultantValues): Promise<AdminConsultantResponse> {
  return id === null
    ? apiRequest<AdminConsultantResponse>("POST", adminConsultantsUrl, input)
    : apiRequest<AdminConsultantResponse>("PUT", `${adminConsultantsUrl}/${id}`, input);
}

export function useSaveConsultant(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminConsultantValues) => saveConsultant(id, input),
    ...refreshAfterConsultantChange(queryClient),
  });
}
