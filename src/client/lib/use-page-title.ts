import { useEffect } from "react";

/** Sets the document title as "<page> | <brand>" while the page is shown. */
export function usePageTitle(title: string, brandName = "Sternenruf"): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
