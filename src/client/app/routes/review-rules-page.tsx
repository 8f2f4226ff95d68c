import { ReviewRules } from "../../features/legal/components/review-rules.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

export default function ReviewRulesPage() {
  usePageTitle("So prüfen wir Bewertungen");
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">So prüfen wir Bewertungen</h1>
      <ReviewRules />
    </article>
  );
}
