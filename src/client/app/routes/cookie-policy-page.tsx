import { usePageTitle } from "../../lib/use-page-title.ts";
import { CookiePolicy } from "../../features/legal/components/cookie-policy.tsx";

export default function CookiePolicyPage() {
  usePageTitle("Cookie-Richtlinie");
  return <CookiePolicy />;
}
