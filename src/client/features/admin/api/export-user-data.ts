import { ApiRequestError, NetworkError } from "../../../lib/api-client.ts";

/** The file's name from the answer's Content-Disposition, else a plain one. */
function filenameOf(res: Response, userId: number): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  return named ?? `konto-${userId}-daten.zip`;
}

/** POST /api/admin/users/:id/data-export: the account's ZIP, made now and written in the audit log. */
export async function exportUserData(userId: number): Promise<File> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/users/${userId}/data-export`, { method: "POST", credentials: "include" });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : null;
    throw new ApiRequestError(res.status, message ?? `HTTP ${res.status}`, message);
  }
  return new File([await res.blob()], filenameOf(res, userId), { type: "application/zip" });
}
