import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../shared/schemas/users.ts";
import type { ExtensionsMap } from "../../../../shared/schemas/consultants.ts";
import { getQueryFn } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { extensionFor } from "../call-numbers.ts";

/**
 * Consultant id -> extension. Logged-in visitors ask the session endpoint, everyone else the
 * public copy. The only read that retries: a missing extension would send
 * members to the fallback line instead of the consultant they picked.
 */
function extensionsQueryOptions(user: User | null | undefined) {
  const url = user ? "/api/extensions" : "/api/extensions/static";
  return queryOptions({
    queryKey: [url],
    queryFn: getQueryFn<ExtensionsMap>({ on401: "throw" }),
    // Waiting for the session avoids asking the public endpoint first and then again.
    enabled: user !== undefined,
    retry: 3,
    retryDelay: 1000,
  });
}

export function useExtensions() {
  const { user } = useAuth();
  return useQuery(extensionsQueryOptions(user));
}

/**
 * Asks for the extensions as soon as the session is known, and draws nothing when they come:
 * the places that show an extension read it themselves (useExtension).
 */
export function useExtensionsAhead(): void {
  const { user } = useAuth();
  useQuery({ ...extensionsQueryOptions(user), notifyOnChangeProps: [] });
}

/**
 * One consultant's extension, read where it is shown: when the extensions arrive, those places
 * are drawn again, not every card around them. The fallback until then, or when they fail.
 */
export function useExtension(consultantId: number): string {
  const { user } = useAuth();
  const extension = useQuery({
    ...extensionsQueryOptions(user),
    select: (extensions) => extensionFor(extensions, consultantId),
  });
  return extension.data ?? extensionFor(undefined, consultantId);
}
