import { Component, type ReactNode } from "react";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../lib/navigation.tsx";

// After a deployment, an open tab may ask for page chunks that no longer exist.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Shown instead of a page that failed to load or render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const stale = isStaleChunk(error);

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 id="error-title" className="text-2xl font-semibold">
        {stale ? "Das Portal wurde aktualisiert" : "Es ist ein Fehler aufgetreten"}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {stale
          ? "Bitte laden Sie die Seite neu, um die aktuelle Version zu verwenden."
          : "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut oder kehren Sie zur Startseite zurück."}
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

interface BoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  /** Wrapped, so that a thrown `undefined` still counts as an error. */
  failure: { error: unknown } | null;
}

/** Catches what a page throws while loading or rendering; the layout around it stays usable. */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/** The last resort when the layout itself fails: no navigation, but still a landmark. */
export class RootErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <main id="main">
        <RouteErrorPage error={this.state.failure.error} />
      </main>
    );
  }
}
