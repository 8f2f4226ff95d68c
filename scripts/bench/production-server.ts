import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.ts";

export interface RunningServer {
  base: string;
  /** The server's process id, for reading its CPU time (throughput.ts). */
  pid: number;
  /** The SQLite file the server uses, for preparing accounts beside it. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server as production runs it: NODE_ENV=production with every required secret, the
 * built client, the default log level, a fresh SQLite file with the demo data in a temp
 * directory. Only a loopback proxy is trusted, as behind a reverse proxy on the same host.
 */
export async function startProductionServer(): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-server-"));
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = `sqlite:${join(dir, "portal.sqlite")}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      DEMO_SEED: "1",
      PAYMENT_SANDBOX: "1",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      TELEPHONY_SECRET: "bench-telephony-secret",
      TELEPHONY_TOKEN: "bench-telephony-token",
      // Mail is never sent during the measurements; the transport only has to be configured.
      SMTP_URL: "smtp://127.0.0.1:1",
      TRUST_PROXY: "loopback",
      GA_MEASUREMENT_ID: "",
      ADS_CONVERSION_ID: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  let up = false;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        up = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error("Der Server ist nicht gestartet.");
  }
  return { base, pid: child.pid ?? 0, databaseUrl, stop };
}
