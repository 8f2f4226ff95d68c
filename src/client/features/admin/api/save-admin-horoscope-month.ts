import { useMutation } from "@tanstack/react-query";
import type { AdminHoroscopeMonth, AdminHoroscopeSaveInput } from "../../../../shared/schemas/horoscopes.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { adminHoroscopesUrl } from "./get-admin-horoscopes.ts";
import { useRefreshHoroscopeMonth } from "./refresh-horoscope-month.ts";

/** PUT /api/admin/horoscopes/{month}: a draft, or a correction of a published month. */
export function saveAdminHoroscopeMonth(month: string, input: AdminHoroscopeSaveInput): Promise<AdminHoroscopeMonth> {
  return fileRequest<AdminHoroscopeMonth>("PUT", `${adminHoroscopesUrl}/${month}`, input);
}

export function useSaveAdminHoroscopeMonth(month: string) {
  const refresh = useRefreshHoroscopeMonth();
  return useMutation({
    mutationFn: (input: AdminHoroscopeSaveInput) => saveAdminHoroscopeMonth(month, input),
    onSuccess: refresh,
  });
}
