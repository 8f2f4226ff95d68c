import { afterAll } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { killServer, startServer, type ServerLife } from "../../scripts/lib/server-process.ts";

export { stopServer as stopServerProcess } from "../../scripts/lib/server-process.ts";

/** A real server process (src/server/main.ts) listening on loopback. */
export interface ServerProcess extends ServerLife {
  base: string;
}

// Every process this file starts, and the starts still waiting. A start can outlive the hook
// that awaited it (the hook's timeout passed), and one of two starts awaited together can
// succeed while the other fails: those servers reach no variable that the test stops. When
// the test file's own hooks are done, waiting starts are given up and what still runs is killed.
const giveUp = new AbortController();
const started = new Set<ServerLife>();
afterAll(async () => {
  giveUp.abort(new Error("the test file ended before the server started"));
  await Promise.all([...started].map(killServer));
});

/**
 * Starts the server with the given settings on a free port (or the given one, where a process
 * is replaced by a new one) and waits up to 45 s until it answers (on a busy machine a start on
 * PostgreSQL, migrations included, has taken over 20 s). It logs warnings and keeps all it
 * writes, for the message of a failing test.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port ?? (await freePort())}`;
  const life = await startServer(base, env, {
    logLevel: "warn",
    waitMs: 45_000,
    keepOutput: Infinity,
    signal: giveUp.signal,
  });
  started.add(life);
  void life.exited.then(() => started.delete(life));
  return { ...life, base };
}
