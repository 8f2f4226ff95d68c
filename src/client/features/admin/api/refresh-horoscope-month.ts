import { useQueryClient } from "@tanstack/react-query";
import type { AdminHoroscopeMonth } from "../../../../shared/schemas/horoscopes.ts";
import { adminAuditLogUrl } from "./get-audit-log.ts";
import { adminHoroscopeMonthQueryOptions } from "./get-admin-horoscope-month.ts";
import { adminHoroscopeMonthsQueryOptions } from "./get-admin-horoscopes.ts";

/** After a save or a publication: the month as answered, and the list and the log read again. */
export function useRefreshHoroscopeMonth() {
  const queryClient = useQueryClient();
  return (result: AdminHoroscopeMonth) => {
    queryClient.setQueryData(adminHoroscopeMonthQueryOptions(result.month).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: adminHoroscopeMonthsQueryOptions().queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: [adminAuditLogUrl] });
  };
}
