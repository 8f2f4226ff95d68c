import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyHoroscopeResponse, MyHoroscopeSettingsInput } from "../../../../shared/schemas/horoscopes.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { myHoroscopeQueryOptions, myHoroscopeUrl } from "./get-my-horoscope.ts";

/** PUT /api/horoscopes/me: sign or birth date and the monthly-mail wish. */
export function saveMyHoroscope(input: MyHoroscopeSettingsInput): Promise<MyHoroscopeResponse> {
  return apiRequest<MyHoroscopeResponse>("PUT", myHoroscopeUrl, input);
}

export function useSaveMyHoroscope(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyHoroscope,
    onSuccess: (result) => {
      queryClient.setQueryData(myHoroscopeQueryOptions(userId).queryKey, result);
    },
  });
}
