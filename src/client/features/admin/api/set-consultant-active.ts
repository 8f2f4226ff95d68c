import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultantResponse } from "../../../../shared/schemas/admin-consultants.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminConsultantsUrl } from "./get-admin-consultants.ts";
import { refreshAfterConsultantChange } from "./invalidate-consultants.ts";

/** POST /api/admin/consultants/{id}/deactivate or /reactivate. */
export function setConsultantActive(id: number, active: boolean): Promise<AdminConsultantResponse> {
  return apiRequest<AdminConsultantResponse>(
    "POST",
    `${adminConsultantsUrl}/${id}/${active ? "reactivate" : "deactivate"}`,
  );
}

export function useSetConsultantActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setConsultantActive(id, active),
    ...refreshAfterConsultantChange(queryClient),
  });
}
