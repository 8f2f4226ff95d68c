import { usePageTitle } from "../../lib/use-page-title.ts";
import { AgbDocument } from "../../features/legal/components/agb-document.tsx";

export default function AgbPage() {
  usePageTitle("AGB");
  return <AgbDocument />;
}
