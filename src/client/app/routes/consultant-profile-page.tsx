import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router";
import { ApiRequestError } from "../../lib/api-client.ts";
import { LoadError } from "../../components/ui/load-error.tsx";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useConsultantProfile } from "../../features/consultants/api/get-consultant-profile.ts";
import { ConsultantProfile } from "../../features/consultants/components/consultant-profile.tsx";

const backLinkClass =
  "inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function Content({ slug }: { slug: string }) {
  const profile = useConsultantProfile(slug);
  const name = profile.data?.consultant.name;
  const unknown = profile.error instanceof ApiRequestError && profile.error.status === 404;
  usePageTitle(name ? `${name} – Beratung am Telefon` : unknown ? "Seite nicht gefunden" : "Beraterin oder Berater");

  if (profile.isPending) return <PageLoading label="Beraterin oder Berater wird geladen..." />;
  if (profile.isError || !profile.data) {
    if (unknown) {
      return (
        <section aria-labelledby="not-found-title" className="grid gap-3 py-10">
          <h1 id="not-found-title" className="text-3xl font-bold tracking-tight">
            Seite nicht gefunden
          </h1>
          <p>Diese Beraterin oder diesen Berater gibt es nicht.</p>
        </section>
      );
    }
    return (
      <LoadError
        framed
        message="Die Angaben zu dieser Beraterin oder diesem Berater konnten nicht geladen werden."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ConsultantProfile profile={profile.data} />;
}

export default function ConsultantProfilePage() {
  const { slug = "" } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <Link to="/berater" className={`${backLinkClass} justify-self-start`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Alle Berater
      </Link>
      <Content slug={slug} />
    </div>
  );
}
