// PayPal's full-screen "Verbindung zu PayPal wird hergestellt..." layer sits at
// z-index 9999. After a cancelled or broken payment it can outlive the page that opened it
// and would cover the form, so /register clears any such leftover.
const blockingZIndex = "9999";

export function removeBlockingOverlays(root: ParentNode = document.body): number {
  let removed = 0;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("*"))) {
    if (!element.isConnected) continue;
    const style = window.getComputedStyle(element);
    if (style.position === "fixed" && style.zIndex === blockingZIndex) {
      element.remove();
      removed += 1;
    }
  }
  return removed;
}
