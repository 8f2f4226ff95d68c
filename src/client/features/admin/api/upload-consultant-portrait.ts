import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultantResponse } from "../../../../shared/schemas/admin-consultants.ts";
import { ApiRequestError, NetworkError } from "../../../lib/api-client.ts";
import { adminConsultantsUrl } from "./get-admin-consultants.ts";
import { refreshAfterConsultantChange } from "./invalidate-consultants.ts";

function messageOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  } catch {
    // not JSON
  }
  return null;
}

/**
 * POST /api/admin/consultants/{id}/portrait with the file itself as the body. The server
 * decides by the content what the file is, so the type sent is only a hint.
 */
export async function uploadConsultantPortrait(id: number, file: Blob): Promise<AdminConsultantResponse> {
  let res: Response;
  try {
    res = await fetch(`${adminConsultantsUrl}/${id}/portrait`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": file.type.startsWith("image/") ? file.type : "application/octet-stream" },
      body: file,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await res.text();
  if (!res.ok) {
    const serverMessage = messageOf(text);
    throw new ApiRequestError(res.status, serverMessage ?? (res.statusText || `HTTP ${res.status}`), serverMessage);
  }
  return JSON.parse(text) as AdminConsultantResponse;
}

export function useUploadConsultantPortrait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: Blob }) => uploadConsultantPortrait(id, file),
    ...refreshAfterConsultantChange(queryClient),
  });
}
