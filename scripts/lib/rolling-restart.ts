/**
 * The rolling restart (docs/operations.md, docs/decisions/0041): the portal processes are
 * replaced one at a time, and the next is touched only when the one before is back, so the
 * load balancer always has processes to send requests to. Stopping a process (SIGTERM) first
 * drains it: its readiness fails, HAProxy takes it out, and only then does it stop listening.
 */

export interface PortalInstance {
  /** How the operator knows it: the port. */
  name: string;
  /** Its own readiness route, http://127.0.0.1:<port>/api/health. */
  healthUrl: string;
  /** host:port, as HAProxy's configuration names it. */
  address: string;
}

export interface RollingRestartOptions {
  instances: PortalInstance[];
  /** Stops the instance (SIGTERM, which drains), waits for its exit and starts it again. */
  restart(instance: PortalInstance): Promise<void>;
  /** HAProxy's view, address → state ("UP", "DOWN", ...); without it only the health route counts. */
  proxyStates?: () => Promise<Map<string, string>>;
  /** How long one instance may take from its stop until it is back; then the restart is abandoned. */
  timeoutMs: number;
  /** Progress, one German line each. */
  log?: (line: string) => void;
  pollMs?: number;
}

/** A process on this host at `port`, as the unit, the health check and HAProxy name it. */
export function localInstance(port: number | string, name = String(port)): PortalInstance {
  return { name, healthUrl: `http://127.0.0.1:${port}/api/health`, address: `127.0.0.1:${port}` };
}

/** The restart was abandoned; the message says which instance and why, in German. */
export class RollingRestartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RollingRestartError";
  }
}

async function healthy(instance: PortalInstance): Promise<boolean> {
  try {
    const res = await fetch(instance.healthUrl, { signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** What is missing for the instance to take requests again; undefined when it is ready. */
async function notReady(
  instance: PortalInstance,
  proxyStates: RollingRestartOptions["proxyStates"],
): Promise<string | undefined> {
  if (!(await healthy(instance))) return `${instance.healthUrl} antwortet nicht mit 200`;
  if (!proxyStates) return undefined;
  const state = (await proxyStates()).get(instance.address);
  return state === "UP" ? undefined : `HAProxy meldet ${instance.address} als „${state ?? "unbekannt"}“, nicht UP`;
}

/** Seconds as a German reader writes them: 1,5 s. */
function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString("de-DE", { maximumFractionDigits: 1 })} s`;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Restarts every instance in turn: before each, all the others must be ready (otherwise nobody
 * would serve while it is away); after each, its own readiness must answer 200 and, when
 * HAProxy's view is given, HAProxy must report it UP again, within `timeoutMs`. Otherwise the
 * restart stops there with a RollingRestartError and the instances not yet reached keep running.
 */
export async function rollingRestart(options: RollingRestartOptions): Promise<void> {
  const { instances, restart, proxyStates, timeoutMs, log = () => {}, pollMs = 250 } = options;
  if (proxyStates) {
    const known = await proxyStates();
    const unknown = instances.filter((i) => !known.has(i.address)).map((i) => i.address);
    if (unknown.length > 0) {
      throw new RollingRestartError(
        `HAProxy kennt ${unknown.join(", ")} nicht (bekannt: ${[...known.keys()].join(", ") || "keine"}). ` +
          "Nichts wurde neu gestartet.",
      );
    }
  }
  for (const [index, instance] of instances.entries()) {
    for (const other of instances.filter((i) => i !== instance)) {
      const missing = await notReady(other, proxyStates);
      if (missing) {
        throw new RollingRestartError(
          `${other.name} ist nicht bereit (${missing}); ${instance.name} wird deshalb nicht angehalten. ` +
            `${index} von ${instances.length} Prozessen wurden neu gestartet.`,
        );
      }
    }
    log(`${instance.name}: wird beendet (zuerst die Drain-Phase) und neu gestartet …`);
    const started = Date.now();
    const deadline = started + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    try {
      const restarted = restart(instance).then(
        () => "restarted" as const,
        (err: unknown) => {
          const reason = err instanceof Error ? err.message.trim() : String(err);
          throw new RollingRestartError(
            `${instance.name} konnte nicht neu gestartet werden: ${reason}. ` +
              `Abbruch; die übrigen Prozesse laufen unverändert weiter.`,
          );
        },
      );
      const outcome = await Promise.race([restarted, timedOut]);
      if (outcome === "timeout") {
        throw new RollingRestartError(
          `${instance.name} wurde nicht binnen ${seconds(timeoutMs)} beendet und neu gestartet. ` +
            `Abbruch; die übrigen Prozesse laufen unverändert weiter.`,
        );
      }
    } finally {
      clearTimeout(timer);
    }
    let missing = await notReady(instance, proxyStates);
    while (missing && Date.now() < deadline) {
      await sleep(pollMs);
      missing = await notReady(instance, proxyStates);
    }
    if (missing) {
      throw new RollingRestartError(
        `${instance.name} ist nach ${seconds(timeoutMs)} nicht wieder bereit: ${missing}. ` +
          `Abbruch; die übrigen Prozesse laufen unverändert weiter. ` +
          `${index} von ${instances.length} Prozessen wurden erfolgreich neu gestartet.`,
      );
    }
    log(`${instance.name}: wieder bereit nach ${seconds(Date.now() - started)}.`);
  }
}
