import { startServer, type ServerLife } from "../../scripts/lib/server-process.ts";
import { freePort } from "./listening-app.ts";

export { stopServer as stopServerProcess } from "../../scripts/lib/server-process.ts";

/** A real server process (src/server/main.ts) listening on loopback. */
export interface ServerProcess extends ServerLife {
  base: string;
}

/**
 * Starts the server with the given settings on a free port and waits up to 45 s until it
 * answers (on a busy machine a start on PostgreSQL, migrations included, has taken over 20 s).
 * It logs warnings and keeps all it writes, for the message of a failing test.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${await freePort()}`;
  const life = await startServer(base, env, { logLevel: "warn", waitMs: 45_000, keepOutput: Infinity });
  return { ...life, base };
}
