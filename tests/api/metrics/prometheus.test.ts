import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { debianPrograms, ensureDebianProgram } from "../../../scripts/lib/debian-package.ts";
import { metricsToken } from "../../support/metrics.ts";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// The metrics as the real tools read them: Debian's promtool checks the scraped text (format,
// names, help texts), and a Prometheus server scrapes a running portal process with the token.

const promtool = () => ensureDebianProgram(debianPrograms.promtool);
const prometheusBinary = () => ensureDebianProgram(debianPrograms.prometheus);

let database: TestDatabase;
let server: ServerProcess;
let prometheus: ChildProcess | undefined;
let prometheusOutput = "";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-metrics-")),
    SESSION_SECRET: "metrics-test-secret",
    METRICS_TOKEN: metricsToken,
  });
}, 120_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus?.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await exited;
  }
  if (server) await stopServerProcess(server);
  await database?.dispose();
}, 120_000);

async function scrapeText(): Promise<string> {
  const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the metrics read by Prometheus' own tools", () => {
  it("pass `promtool check metrics` after the portal has served pages, API calls and unknown paths", async () => {
    const tool = promtool();
    for (const path of ["/api/consultants", "/api/health", "/api/nothing-here", "/impressum", "/metrics"])
      await fetch(`${server.base}${path}`);
    const text = await scrapeText();
    expect(text).toContain('route="/api/consultants"');
    const check = spawnSync(tool, ["check", "metrics"], { input: text, encoding: "utf8" });
    expect({ status: check.status, stdout: check.stdout, stderr: check.stderr }).toEqual({
      status: 0,
      stdout: "",
      stderr: "",
    });
  }, 120_000);

  it("are scraped by a Prometheus server with the token; a wrong token is reported as refused", async () => {
    const binary = prometheusBinary();
    const dir = mkdtempSync(join(tmpdir(), "prometheus-"));
    const target = new URL(server.base).host;
    const job = (name: string, token: string) =>
      [
        `  - job_name: ${name}`,
        "    scrape_interval: 1s",
        "    scrape_timeout: 1s",
        "    authorization:",
        `      credentials: ${token}`,
        "    static_configs:",
        `      - targets: ["${target}"]`,
      ].join("\n");
    writeFileSync(
      join(dir, "prometheus.yml"),
      ["scrape_configs:", job("portal", metricsToken), job("portal-wrong-token", `${metricsToken}-wrong`), ""].join(
        "\n",
      ),
    );
    const port = await freePort();
    prometheus = spawn(
      binary,
      [
        `--config.file=${join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    prometheus.stdout?.on("data", (chunk: Buffer) => (prometheusOutput += chunk.toString()));
    prometheus.stderr?.on("data", (chunk: Buffer) => (prometheusOutput += chunk.toString()));

    const query = async (
      expression: string,
    ): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(expression)}`).catch(
        () => null,
      );
      if (!res?.ok) return [];
      const body = (await res.json()) as {
        data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
      };
      return body.data.result;
    };
    const valueOf = async (expression: string) => (await query(expression))[0]?.value[1] ?? null;

    await expect
      .poll(() => valueOf('up{job="portal"}'), { timeout: 60_000, interval: 500 })
      .toBe("1")
      .catch((error: unknown) => {
        throw new Error(`Prometheus never scraped the portal; it wrote:\n${prometheusOutput}`, { cause: error });
      });
    await expect
      .poll(() => valueOf('sum(portal_http_requests_total{job="portal",route="/api/consultants"})'), {
        timeout: 30_000,
        interval: 500,
      })
      .not.toBeNull();
    expect(
      Number(await valueOf('sum(portal_http_requests_total{job="portal",route="/api/consultants"})')),
    ).toBeGreaterThanOrEqual(1);
    expect(await valueOf('process_resident_memory_bytes{job="portal"}')).not.toBeNull();

    // The scrape with the wrong token fails with the 401, which Prometheus names.
    await expect.poll(() => valueOf('up{job="portal-wrong-token"}'), { timeout: 30_000, interval: 500 }).toBe("0");
    const targets = (await (await fetch(`http://127.0.0.1:${port}/api/v1/targets`)).json()) as {
      data: { activeTargets: Array<{ labels: Record<string, string>; lastError: string }> };
    };
    const wrong = targets.data.activeTargets.find((t) => t.labels.job === "portal-wrong-token");
    expect(wrong?.lastError).toContain("401");
  }, 120_000);
});
