import { spawn, type ChildProcess } from "node:child_process";

// `npm run dev`: the API server (restarting on change) and Vite's dev server for the client.
// Vite proxies /api to the server; the server treats Vite's address as its public origin.

const vitePort = Number(process.env.VITE_PORT ?? 5173);
const publicOrigin = `http://127.0.0.1:${vitePort}`;

const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "src/server/main.ts"], {
    stdio: "inherit",
    env: { PUBLIC_ORIGIN: publicOrigin, ...process.env },
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1", "--port", String(vitePort), "--strictPort"], { stdio: "inherit" }),
];

function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", () => stopAll());
