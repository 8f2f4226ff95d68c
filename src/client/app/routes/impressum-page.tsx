import { useSiteConfig } from "../../lib/site-config.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ImpressumContent } from "../../features/legal/components/impressum-content.tsx";

export default function ImpressumPage() {
  usePageTitle("Impressum");
  const { data: config, isPending, isError } = useSiteConfig();

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Impressum</h1>
      {isPending ? (
        <p className="mt-6 text-muted-foreground" role="status">
          Angaben werden geladen...
        </p>
      ) : null}
      {isError || (!isPending && !config) ? (
        <p className="mt-6 text-destructive" role="alert">
          Die Angaben zum Anbieter konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : null}
      {config ? <ImpressumContent config={config} /> : null}
    </article>
  );
}
