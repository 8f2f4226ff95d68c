import { useEffect, type RefObject } from "react";

/** Read by DialogContent: how far an open dialog keeps above the bottom edge of the screen. */
const dialogClearanceProperty = "--toast-clearance";

/** The topmost open modal dialog (Radix marks its content role="dialog" and data-state="open"). */
function openDialog(): Element | null {
  const open = document.querySelectorAll('[role="dialog"][data-state="open"]');
  return open.item(open.length - 1);
}

function overlapping(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}

/**
 * A toast lies over the bottom of the screen, where a dialog keeps its buttons ("PayPal" after
 * a cancelled payment, on a phone). While the shown toast would cover part of an open dialog,
 * the dialog gives way: it ends above the toast until the toast is gone. A dialog that does not
 * reach the toast does not move.
 */
export function useDialogClearance(toast: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (!open) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const dialog = openDialog();
        const shown = toast.current?.getBoundingClientRect();
        // Measured without the clearance, which is what the dialog would cover otherwise.
        root.style.removeProperty(dialogClearanceProperty);
        if (!dialog || !shown || !overlapping(dialog.getBoundingClientRect(), shown)) return;
        root.style.setProperty(dialogClearanceProperty, `${Math.ceil(window.innerHeight - shown.top)}px`);
      });
    };
    check();
    // A dialog opened while the toast is shown is portalled into the body.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      root.style.removeProperty(dialogClearanceProperty);
    };
  }, [open, toast]);
}
