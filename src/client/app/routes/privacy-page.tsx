import { usePageTitle } from "../../lib/use-page-title.ts";
import { PrivacyStatement } from "../../features/legal/components/privacy-statement.tsx";

export default function PrivacyPage() {
  usePageTitle("Datenschutz");
  return <PrivacyStatement />;
}
