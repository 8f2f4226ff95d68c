import { usePageTitle } from "../../lib/use-page-title.ts";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { AccessibilityStatement } from "../../features/legal/components/accessibility-statement.tsx";

export default function AccessibilityPage() {
  usePageTitle("Barrierefreiheit");
  return <AccessibilityStatement reportForm={<ContactForm topic="barrier" />} />;
}
