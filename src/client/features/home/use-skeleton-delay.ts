import { useEffect, useState } from "react";

// The skeleton stays for 800 ms before the home page appears.
const SKELETON_MS = 800;

/** False for the first 800 ms after the home page mounts, then true. */
export function useSkeletonDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), SKELETON_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
