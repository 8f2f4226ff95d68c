import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  dataExportPaths,
  type DataExportDownloadTicket,
  type DataExportState,
} from "../../../../shared/schemas/data-export.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";

/** While the export is prepared, the state is asked again this often. */
const preparingPollMs = 3_000;

/** GET /api/data-export: none, preparing or ready until a date; keyed by user. */
export function useDataExportState(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: [dataExportPaths.request, userId] as const,
      queryFn: getQueryFn<DataExportState>({ on401: "throw" }),
      select: (data: DataExportState | null): DataExportState => data ?? { state: "none" },
      refetchInterval: (query) => (query.state.data?.state === "preparing" ? preparingPollMs : false),
    }),
  );
}

/** POST /api/data-export with the password: the request being prepared or offered, or a new one. */
export function useRequestDataExport(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<DataExportState>("POST", dataExportPaths.request, { password }),
    onSuccess: (state) => client.setQueryData([dataExportPaths.request, userId], state),
  });
}

/** POST /api/data-export/download-ticket: a fresh password confirmation gives a one-time link. */
export function useDownloadTicket() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<DataExportDownloadTicket>("POST", dataExportPaths.confirm, { password }),
  });
}
