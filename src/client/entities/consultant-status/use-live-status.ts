import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { toast } from "../../lib/toast.ts";
import { setLiveState } from "./live-store.ts";
import { statusCursorOf } from "./status-cursors.ts";

// The live consultant status (docs/decisions/0042): every component that shows consultants calls
// this hook; the tab holds one stream while any of them is on screen. The stream's code loads
// after the page is on screen, from its own chunk, so nothing of it is in a first load.

const loadStream = () => import("./status-stream.ts");

/** Runs `start` once the browser is idle after the first paint (at the latest after 2 s). */
function whenIdle(start: () => void): () => void {
  // Safari before 2025 has no requestIdleCallback.
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}

/** Keeps the tab's status stream open while the calling component is shown. */
export function useLiveStatus(): void {
  const queryClient = useQueryClient();
  const loggedIn = useAuth().user !== null;
  useEffect(() => {
    let leave: (() => void) | undefined;
    let left = false;
    const cancel = whenIdle(() => {
      void loadStream().then((stream) => {
        if (!left) {
          leave = stream.joinStatusStream({ client: queryClient, loggedIn, toast, setLiveState, statusCursorOf });
        }
      });
    });
    return () => {
      left = true;
      cancel();
      leave?.();
    };
  }, [queryClient, loggedIn]);
}
