import type { QueryClient } from "@tanstack/react-query";
import { adminAuditLogUrl } from "./get-audit-log.ts";
import { adminConsultantsUrl } from "./get-admin-consultants.ts";

// The public reads of the consultants feature, by their URL (features do not import each other).
const publicConsultantKeys = ["/api/consultants", "/api/extensions", "/api/extensions/static"];

/**
 * After a change to a consultant the admin list, the audit log and the grid's reads are stale.
 * On a failure too: the server may have saved before its answer was lost.
 */
export function refreshAfterConsultantChange(queryClient: QueryClient) {
  const refresh = () =>
    Promise.all(
      [adminConsultantsUrl, adminAuditLogUrl, ...publicConsultantKeys].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
  return { onSuccess: refresh, onError: () => void refresh() };
}
