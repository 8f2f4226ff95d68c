/**
 * While a request that ends this browser's session is under way (logging out, deleting the
 * account), reads started meanwhile wait for it. A timed read, such as the data export's state
 * asked every 3 s while the export is prepared, would otherwise reach the server just after the
 * session ended and come back 401. `endSession` in auth-api.ts removes the previous user's
 * queries once the ending has succeeded, which aborts the reads that waited; after a failed
 * ending they go out as usual.
 */
let ending: Promise<unknown> | null = null;

/** Runs `work`, the request that ends the session and the clean-up after it, holding reads back meanwhile. */
export async function holdReadsWhile<T>(work: () => Promise<T>): Promise<T> {
  // Set before `work` starts, so that a read scheduled by its first synchronous steps waits too.
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mine = Promise.all([ending, done]);
  ending = mine;
  try {
    return await work();
  } finally {
    if (ending === mine) ending = null;
    release();
  }
}

/** Resolves once no session is ending; at once when none is. */
export async function sessionSettled(): Promise<void> {
  while (ending) await ending;
}
