import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./listening-app.ts";

/** A real server process (src/server/main.ts) listening on loopback. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote, for the message of a failing test. */
  output(): string;
}

/** Starts the server with the given settings on a free port and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      DEMO_SEED: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

/** Ends the process as an orchestrator would (SIGTERM) and waits for it to exit. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.on("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}
