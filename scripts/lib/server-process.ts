import { spawn, type ChildProcess } from "node:child_process";

/** One life of the server process, from start to SIGKILL (or a clean stop). */
export interface ServerLife {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

export interface StartOptions {
  /** The process's pino level, unless `env` sets LOG_LEVEL itself. */
  logLevel?: string;
  /** How long /api/health may take to answer before the start counts as failed. */
  waitMs?: number;
  /** How many of the last characters the process wrote are kept for `output()`. */
  keepOutput?: number;
  /** Also pass what the process writes to stderr on to this process's stderr. */
  showErrors?: boolean;
  /**
   * Gives the start up: the process is killed and the start fails. A caller that stops waiting
   * (a test hook that timed out) would otherwise leave a server running that nobody stops.
   */
  signal?: AbortSignal;
}

/**
 * Starts src/server/main.ts with these settings and waits until /api/health answers. When the
 * start fails or is given up, the process is killed and gone before the returned promise rejects.
 */
export async function startServer(
  base: string,
  env: Record<string, string>,
  { logLevel = "error", waitMs = 15_000, keepOutput = 20_000, showErrors = false, signal }: StartOptions = {},
): Promise<ServerLife> {
  signal?.throwIfAborted();
  const port = new URL(base).port;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: port,
      PUBLIC_ORIGIN: base,
      DEMO_SEED: "0",
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    // By default enough to explain a failed start; the rest is not needed.
    output = (output + d.toString()).slice(-keepOutput);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  if (showErrors) child.stderr?.pipe(process.stderr);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const life = { child, exited, output: () => output };
  const deadline = Date.now() + waitMs;
  try {
    while (Date.now() < deadline && child.exitCode === null) {
      signal?.throwIfAborted();
      try {
        if ((await fetch(`${base}/api/health`, { signal })).ok) return life;
      } catch (err) {
        if (signal?.aborted) throw err;
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    signal?.throwIfAborted();
    throw new Error(`Server startete nicht:\n${output}`);
  } catch (err) {
    await killServer(life);
    throw err;
  }
}

/** The crash: no shutdown hook runs, open transactions and half-sent answers are cut off. */
export async function killServer(life: ServerLife): Promise<void> {
  life.child.kill("SIGKILL");
  await life.exited;
}

/** An orderly stop (SIGTERM, as an orchestrator sends it), for the final checks. */
export async function stopServer(life: ServerLife): Promise<void> {
  life.child.kill("SIGTERM");
  await life.exited;
}
