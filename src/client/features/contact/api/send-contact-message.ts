import { useMutation } from "@tanstack/react-query";
import type { ContactResponse } from "../../../../shared/schemas/contact.ts";
import type { ContactInput } from "../../../../shared/schemas/contact.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return fileRequest<ContactResponse>("POST", "/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
