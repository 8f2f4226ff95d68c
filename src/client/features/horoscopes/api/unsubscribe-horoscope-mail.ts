import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/horoscopes/unsubscribe: the link from the monthly mail, no login needed. */
export function unsubscribeHoroscopeMail(link: { u: string; t: string }): Promise<MessageResponse> {
  const query = new URLSearchParams(link).toString();
  return apiRequest<MessageResponse>("POST", `/api/horoscopes/unsubscribe?${query}`);
}

export function useUnsubscribeHoroscopeMail() {
  return useMutation({ mutationFn: unsubscribeHoroscopeMail });
}
