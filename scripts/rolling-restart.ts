import { execFile } from "node:child_process";
import { parseArgs, promisify } from "node:util";
import { portalServers } from "./lib/haproxy.ts";
import { localInstance, rollingRestart, RollingRestartError } from "./lib/rolling-restart.ts";

// `npm run ops:rolling-restart -- --ports 3001,3002 [--unit portal@%i]
// [--haproxy-socket /run/haproxy/admin.sock] [--timeout 60]`: restarts the portal's systemd
// instances one at a time (deploy/systemd/portal@.service, instance = port). systemctl restart
// sends SIGTERM, waits for the exit (the drain first, docs/decisions/0041) and starts the unit;
// the next follows once this one's /api/health answers 200 and HAProxy reports it UP again.

const usage =
  "Aufruf: npm run ops:rolling-restart -- --ports 3001,3002 [--unit portal@%i] " +
  "[--haproxy-socket /run/haproxy/admin.sock] [--timeout 60]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        ports: { type: "string" },
        unit: { type: "string", default: "portal@%i" },
        "haproxy-socket": { type: "string" },
        timeout: { type: "string", default: "60" },
      },
    });
    return values;
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  }
}

const options = readOptions();
const ports = (options.ports ?? "").split(",").map((p) => p.trim());
if (!options.ports || ports.some((p) => !/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535)) {
  fail(`--ports: eine durch Kommas getrennte Liste von Ports, etwa 3001,3002.\n${usage}`);
}
if (new Set(ports).size !== ports.length) fail(`--ports: jeder Port nur einmal.\n${usage}`);
const timeoutSeconds = Number(options.timeout);
if (!(timeoutSeconds > 0)) fail(`--timeout: Sekunden, größer als 0.\n${usage}`);
if (!options.unit.includes("%i")) fail(`--unit: der Name muss %i enthalten (dafür steht der Port).\n${usage}`);
const socket = options["haproxy-socket"];

const run = promisify(execFile);
const unitOf = (port: string) => options.unit.replaceAll("%i", port);

try {
  await rollingRestart({
    instances: ports.map((port) => localInstance(port, unitOf(port))),
    restart: async (instance) => {
      await run("systemctl", ["restart", instance.name]);
    },
    ...(socket
      ? {
          proxyStates: async () => {
            const servers = await portalServers(socket).catch((err: unknown) => {
              throw new RollingRestartError(
                `HAProxy-Laufzeitschnittstelle ${socket} nicht erreichbar: ${err instanceof Error ? err.message : String(err)}`,
              );
            });
            return new Map(servers.map((s) => [s.address, s.status]));
          },
        }
      : {}),
    timeoutMs: timeoutSeconds * 1000,
    log: (line) => console.log(line),
  });
  console.log(`Alle ${ports.length} Prozesse wurden nacheinander neu gestartet.`);
} catch (err) {
  if (err instanceof RollingRestartError) fail(`Rollender Neustart abgebrochen: ${err.message}`);
  fail(`Rollender Neustart abgebrochen: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}
