import { useQuery } from "@tanstack/react-query";
import type { SiteConfig } from "../../shared/schemas/site.ts";
import { getQueryFn } from "./api-client.ts";

export const siteConfigQueryKey = ["/api/config"] as const;

/** Public site facts (brand, company, phone numbers, tracking ids) from the server. */
export function useSiteConfig() {
  return useQuery({ queryKey: siteConfigQueryKey, queryFn: getQueryFn<SiteConfig>({ on401: "throw" }) });
}
