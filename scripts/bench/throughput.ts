import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { decimal, median, whole } from "./stats.ts";

export interface ThroughputOptions {
  rounds: number;
  seconds: number;
  connections: number;
}

export interface ThroughputResult {
  label: string;
  bytes: number;
  portal: number[];
  bare: number[];
  ratios: number[];
  medianRatio: number;
  /** CPU time per answer of each round, in µs: the portal's and the bare server's. */
  portalCpuUs: number[];
  bareCpuUs: number[];
  /** The median of the rounds' bare CPU time per answer divided by the portal's. */
  medianCpuRatio: number;
}

// Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ), fields 14 and 15 of its stat.
const tickUs = 10_000;

/** The CPU time a process has used so far, in µs (user and system). */
function cpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * tickUs;
}

/** Requests per second that autocannon reaches against a URL in one round (no pipelining). */
async function requestsPerSecond(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  return (await measuredRound(url, headers, seconds, connections, null)).rate;
}

/**
 * One round: requests per second, and when the server's process id is given its CPU time per
 * answer. The CPU time counts only the server's own work, so it stays comparable on a machine
 * that others share, where the rate moves with their load.
 */
async function measuredRound(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pid: number | null,
) {
  const before = pid ? cpuUs(pid) : 0;
  const result = await autocannon({ url, headers, connections, pipelining: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} Antworten ohne 2xx, ${result.errors} Fehler`);
  }
  const cpuPerAnswer = pid ? (cpuUs(pid) - before) / Math.max(1, result.requests.total) : 0;
  return { rate: result.requests.average, cpuPerAnswer };
}

// Headers of the portal's answer that the bare server sends back as well: what the body is.
const copiedHeaders = ["content-type", "content-encoding"];

async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-bare-"));
  const bodyFile = join(dir, "body");
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ["scripts/bench/bare-server.ts", bodyFile, JSON.stringify(headers)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", () => reject(new Error("Der Vergleichsserver ist nicht gestartet.")));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bytes as they went over the wire (fetch would decode a compressed body). */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        const copied: Record<string, string> = {};
        for (const name of copiedHeaders) {
          const value = response.headers[name];
          if (typeof value === "string") copied[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: copied });
      });
    }).on("error", reject);
  });
}

/**
 * One path of the portal against a bare node:http server that answers the bytes the portal
 * answered, in alternating rounds after a warm-up of both, so that both see the same moments of
 * a shared machine. The ratio of each round pair; the median of the ratios is the figure.
 */
export async function compareWithBare(
  base: string,
  path: string,
  requestHeaders: Record<string, string>,
  options: ThroughputOptions,
  /** The portal server's process id: with it, the CPU time per answer is compared too. */
  portalPid: number | null = null,
): Promise<ThroughputResult> {
  const url = `${base}${path}`;
  const { body, headers } = await rawAnswer(url, requestHeaders);
  const bare = await startBareServer(body, headers);
  try {
    const { seconds, connections } = options;
    await requestsPerSecond(url, requestHeaders, Math.max(2, seconds / 2), connections);
    await requestsPerSecond(bare.url, requestHeaders, Math.max(2, seconds / 2), connections);
    const portal: number[] = [];
    const bareRates: number[] = [];
    const ratios: number[] = [];
    const portalCpuUs: number[] = [];
    const bareCpuUs: number[] = [];
    const cpuRatios: number[] = [];
    const portalRound = () => measuredRound(url, requestHeaders, seconds, connections, portalPid);
    for (let round = 0; round < options.rounds; round++) {
      // Alternate which one goes first, so neither always meets the machine after the other.
      const first = round % 2 === 0;
      const a = first ? await portalRound() : null;
      const b = await measuredRound(bare.url, requestHeaders, seconds, connections, portalPid ? bare.pid : null);
      const c = a ?? (await portalRound());
      portal.push(c.rate);
      bareRates.push(b.rate);
      ratios.push(c.rate / b.rate);
      const cpu = portalPid
        ? ` – CPU je Antwort ${decimal(c.cpuPerAnswer, 1)} µs, node:http ${decimal(b.cpuPerAnswer, 1)} µs`
        : "";
      if (portalPid) {
        portalCpuUs.push(c.cpuPerAnswer);
        bareCpuUs.push(b.cpuPerAnswer);
        cpuRatios.push(b.cpuPerAnswer / c.cpuPerAnswer);
      }
      process.stdout.write(
        `  Runde ${round + 1}: Portal ${whole(c.rate)}/s, node:http ${whole(b.rate)}/s, ${decimal(c.rate / b.rate, 2)}${cpu}\n`,
      );
    }
    return {
      label: path,
      bytes: body.length,
      portal,
      bare: bareRates,
      ratios,
      medianRatio: median(ratios),
      portalCpuUs,
      bareCpuUs,
      medianCpuRatio: portalPid ? median(cpuRatios) : 0,
    };
  } finally {
    await bare.stop();
  }
}
