import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultantResponse, AdminConsultantValues } from "../../../../shared/schemas/admin-consultants.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { adminConsultantsUrl } from "./get-admin-consultants.ts";
import { refreshAfterConsultantChange } from "./invalidate-consultants.ts";

/** POST /api/admin/consultants (id null) or PUT /api/admin/consultants/{id}. */
export function saveConsultant(id: number | null, input: AdminConsultantValues): Promise<AdminConsultantResponse> {
  return id === null
    ? fileRequest<AdminConsultantResponse>("POST", adminConsultantsUrl, input)
    : fileRequest<AdminConsultantResponse>("PUT", `${adminConsultantsUrl}/${id}`, input);
}

export function useSaveConsultant(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminConsultantValues) => saveConsultant(id, input),
    ...refreshAfterConsultantChange(queryClient),
  });
}
