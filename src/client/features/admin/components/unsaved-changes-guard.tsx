import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DiscardChangesDialog } from "./discard-changes-dialog.tsx";

interface Guard {
  /** Whether a form holds unsaved changes now. */
  dirty: boolean;
  setDirty(dirty: boolean): void;
  /** What the form does when its changes are discarded (forget a kept draft). */
  setDiscardHandler(handler: (() => void) | null): void;
  /** Runs `leave` at once when nothing is unsaved, else after the administrator chose "Verwerfen". */
  confirmLeave(leave: () => void): void;
}

const GuardContext = createContext<Guard>({
  dirty: false,
  setDirty: () => undefined,
  setDiscardHandler: () => undefined,
  confirmLeave: (leave) => leave(),
});

/** A click that would follow a link of this page in this tab (not one opened in a new tab or window). */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return null;
  if (anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  return anchor;
}

/**
 * Keeps unsaved texts from being lost by leaving: switching tabs or months asks first
 * (`confirmLeave`), and so do the page's links; closing or reloading the tab gets the
 * browser's own question. The portal's router is not a data router (src/client/main.tsx), so
 * links are caught by their clicks instead of react-router's blocker.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const passing = useRef(false);
  const discardHandler = useRef<(() => void) | null>(null);
  const setDiscardHandler = useCallback((handler: (() => void) | null) => {
    discardHandler.current = handler;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    // Capture on the document runs before react-router's own handler on the app's root.
    function onClick(event: MouseEvent) {
      const anchor = passing.current ? null : inAppLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => {
        passing.current = true;
        try {
          anchor.click();
        } finally {
          passing.current = false;
        }
      });
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (dirty) setPending(() => leave);
      else leave();
    },
    [dirty],
  );
  const guard = useMemo(
    () => ({ dirty, setDirty, setDiscardHandler, confirmLeave }),
    [dirty, setDiscardHandler, confirmLeave],
  );

  return (
    <GuardContext.Provider value={guard}>
      {children}
      <DiscardChangesDialog
        open={pending !== null}
        onKeep={() => setPending(null)}
        onDiscard={() => {
          const leave = pending;
          setPending(null);
          setDirty(false);
          discardHandler.current?.();
          leave?.();
        }}
      />
    </GuardContext.Provider>
  );
}

/**
 * For a form: tells the guard whether it holds unsaved changes, for as long as it is shown, and
 * what to do when the administrator discards them.
 */
export function useUnsavedChanges(dirty: boolean, onDiscard?: () => void): void {
  const { setDirty, setDiscardHandler } = useContext(GuardContext);
  useEffect(() => {
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
  useEffect(() => {
    setDiscardHandler(onDiscard ?? null);
    return () => setDiscardHandler(null);
  }, [setDiscardHandler, onDiscard]);
}

export function useLeaveGuard(): Pick<Guard, "dirty" | "confirmLeave"> {
  return useContext(GuardContext);
}
