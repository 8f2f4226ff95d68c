import { createContext, useContext, useEffect } from "react";

/**
 * Given while prerendering (src/client/app/prerender/render-page.tsx), which writes the title it
 * is told into the page's <title>: rendering on the server runs no effects.
 */
export const PageTitleContext = createContext<((fullTitle: string) => void) | null>(null);

function fullTitle(title: string, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}

/** Sets the document title as "<page> | <brand>" while the page is shown. */
export function usePageTitle(title: string, brandName = "Sternenruf"): void {
  const noteTitle = useContext(PageTitleContext);
  noteTitle?.(fullTitle(title, brandName));
  useEffect(() => {
    document.title = fullTitle(title, brandName);
  }, [title, brandName]);
}
