import { isBlockingOverlay } from "../../lib/blocking-overlay.ts";

/** Removes the leftovers of a payment's blocking layer under `root`; returns how many. */
export function removeBlockingOverlays(root: ParentNode = document.body): number {
  let removed = 0;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("*"))) {
    if (!element.isConnected) continue;
    if (isBlockingOverlay(element)) {
      element.remove();
      removed += 1;
    }
  }
  return removed;
}
