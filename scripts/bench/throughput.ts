import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
}

/** Requests per second that autocannon reaches against a URL in one round (no pipelining). */
async function requestsPerSecond(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const result = await autocannon({ url, headers, connections, pipelining: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} Antworten ohne 2xx, ${result.errors} Fehler`);
  }
  return result.requests.average;
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
    for (let round = 0; round < options.rounds; round++) {
      // Alternate which one goes first, so neither always meets the machine after the other.
      const first = round % 2 === 0;
      const a = first ? await requestsPerSecond(url, requestHeaders, seconds, connections) : 0;
      const b = await requestsPerSecond(bare.url, requestHeaders, seconds, connections);
      const c = first ? a : await requestsPerSecond(url, requestHeaders, seconds, connections);
      portal.push(c);
      bareRates.push(b);
      ratios.push(c / b);
      process.stdout.write(
        `  Runde ${round + 1}: Portal ${whole(c)}/s, node:http ${whole(b)}/s, ${decimal(c / b, 2)}\n`,
      );
    }
    return { label: path, bytes: body.length, portal, bare: bareRates, ratios, medianRatio: median(ratios) };
  } finally {
    await bare.stop();
  }
}
