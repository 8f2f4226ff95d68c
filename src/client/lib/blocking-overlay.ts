// A full-screen layer that blocks the page while a payment provider is being reached. After a
// cancelled or broken payment it can outlive the page that opened it and would cover the form,
// so /register clears any such leftover. Both sides name it through these constants: the layer
// carries the marker attribute and sits at the blocking z-index, and a leftover is recognised by
// either (a provider's own layer at that z-index carries no marker of ours).

export const blockingOverlayAttribute = "data-blocking-overlay";
export const blockingOverlayZIndex = "9999";

/** Marks `element` as a blocking layer, above everything else on the page. */
export function markBlockingOverlay(element: HTMLElement): void {
  element.setAttribute(blockingOverlayAttribute, "");
  element.style.zIndex = blockingOverlayZIndex;
}

/** Whether `element` is a blocking layer: marked, or fixed at the blocking z-index. */
export function isBlockingOverlay(element: HTMLElement): boolean {
  if (element.hasAttribute(blockingOverlayAttribute)) return true;
  const style = window.getComputedStyle(element);
  return style.position === "fixed" && style.zIndex === blockingOverlayZIndex;
}
