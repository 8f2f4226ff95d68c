import { use } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { pages, type PageName } from "../../shared/domain/page-paths.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { PageErrorBoundary, RootErrorBoundary } from "./layout/route-error-boundary.tsx";
import { loadPage, pageFor, type PageKey } from "./page-modules.ts";

// React Router in its declarative (library) mode: the portal loads its data with TanStack
// Query, so the data router's loaders and actions would only add to every visitor's first load.

/** A page's component, once its module is loaded; until then the nearest Suspense boundary waits. */
function LazyPage({ page }: { page: PageKey }) {
  const { default: Page } = use(loadPage(page));
  return <Page />;
}

/** A page with its own error boundary; the key gives every page a fresh one. */
function PageRoute({ page }: { page: PageKey }) {
  return (
    <PageErrorBoundary key={page}>
      <LazyPage page={page} />
    </PageErrorBoundary>
  );
}

const pageNames = Object.keys(pages) as PageName[];

function route(path: string, page: PageKey): RouteObject {
  return { path, element: <PageRoute page={page} /> };
}

/** The route tree: the layout around one route per page of the shared list, then the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pageNames.map((name) => route(pages[name], name)), route("*", "notFound")],
  },
];

/** The pages of the portal for the address in the surrounding router (BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return <RootErrorBoundary>{useRoutes(appRoutes)}</RootErrorBoundary>;
}

/**
 * Loads the module of the page an address shows. Before hydrating prerendered HTML (and
 * before prerendering it): a page still loading would render nothing, which would not match.
 */
export async function loadPageFor(pathname: string): Promise<void> {
  await loadPage(pageFor(pathname));
}
