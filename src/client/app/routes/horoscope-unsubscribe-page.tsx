import { useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { UnsubscribeMail } from "../../features/horoscopes/components/unsubscribe-mail.tsx";

/** /horoskop-abbestellen: the unsubscribe link of the monthly horoscope mail, no login needed. */
export default function HoroscopeUnsubscribePage() {
  usePageTitle("Monatshoroskop abbestellen");
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Monatshoroskop abbestellen</h1>
      <UnsubscribeMail u={params.get("u") ?? ""} t={params.get("t") ?? ""} />
    </div>
  );
}
