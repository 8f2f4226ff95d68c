import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../lib/navigation.tsx";

// After a deployment, an open tab may ask for page chunks that no longer exist.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Shown instead of a page that failed to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const stale = isStaleChunk(error);
  const status = isRouteErrorResponse(error) ? error.status : null;

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 id="error-title" className="text-2xl font-semibold">
        {stale ? "Das Portal wurde aktualisiert" : "Es ist ein Fehler aufgetreten"}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {stale
          ? "Bitte laden Sie die Seite neu, um die aktuelle Version zu verwenden."
          : "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut oder kehren Sie zur Startseite zurück."}
        {status ? ` (Fehler ${status})` : null}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Seite neu laden</Button>
        <Link to="/" className={buttonClasses({ variant: "outline" })} reloadDocument>
          Zur Startseite
        </Link>
      </div>
    </section>
  );
}

/** The last resort when the layout itself fails: no navigation, but still a landmark. */
export function RootErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorBoundary />
    </main>
  );
}
