import { useMutation } from "@tanstack/react-query";
import type { AdminHoroscopeMonth } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { adminHoroscopesUrl } from "./get-admin-horoscopes.ts";
import { useRefreshHoroscopeMonth } from "./refresh-horoscope-month.ts";

/** POST /api/admin/horoscopes/{month}/publish: members read the month from its first day. */
export function publishAdminHoroscopeMonth(month: string): Promise<AdminHoroscopeMonth> {
  return apiRequest<AdminHoroscopeMonth>("POST", `${adminHoroscopesUrl}/${month}/publish`);
}

export function usePublishAdminHoroscopeMonth(month: string) {
  const refresh = useRefreshHoroscopeMonth();
  return useMutation({ mutationFn: () => publishAdminHoroscopeMonth(month), onSuccess: refresh });
}
