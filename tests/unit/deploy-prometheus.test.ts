import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { debianPrograms, ensureDebianProgram } from "../../scripts/lib/debian-package.ts";

// The monitoring files in deploy/prometheus/ as Prometheus reads them: promtool checks the
// configuration and the alert rules, and runs rule tests that make alerts fire on invented series.

const folder = "deploy/prometheus";
const dir = mkdtempSync(join(tmpdir(), "portal-prometheus-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function promtool(...args: string[]) {
  const tool = ensureDebianProgram(debianPrograms.promtool);
  return spawnSync(tool, args, { cwd: dir, encoding: "utf8" });
}

describe("deploy/prometheus", () => {
  it("the configuration passes `promtool check config` with its token file in place", () => {
    const token = join(dir, "portal-metrics-token");
    writeFileSync(token, "metrics-token-for-the-tests-0123");
    const config = readFileSync(join(folder, "prometheus.yml"), "utf8");
    expect(config).toContain("/etc/prometheus/portal-metrics-token");
    writeFileSync(join(dir, "prometheus.yml"), config.replace("/etc/prometheus/portal-metrics-token", token));
    copyFileSync(join(folder, "portal-alerts.yml"), join(dir, "portal-alerts.yml"));
    const result = promtool("check", "config", "prometheus.yml");
    expect(result.stdout + result.stderr).toContain("SUCCESS");
    expect(result.status).toBe(0);
  });

  it("the alerts fire on the series they are meant for, and not on healthy ones", () => {
    copyFileSync(join(folder, "portal-alerts.yml"), join(dir, "portal-alerts.yml"));
    writeFileSync(join(dir, "alerts.test.yml"), ruleTests);
    const result = promtool("test", "rules", "alerts.test.yml");
    expect(result.stdout + result.stderr).toContain("SUCCESS");
    expect(result.status).toBe(0);
  });
});

// promtool's rule tests: series over time, and which alerts must be firing at a moment.
const ruleTests = `
rule_files: [portal-alerts.yml]
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
      - series: 'up{job="portal",instance="127.0.0.1:3001"}'
        values: "1 0 0 0 0"
      - series: 'up{job="portal",instance="127.0.0.1:3002"}'
        values: "1 1 1 1 1"
      - series: 'portal_db_query_errors_total{database="postgres",kind="unavailable",job="portal",instance="127.0.0.1:3001"}'
        values: "0 0 3 9 20 30 40 50 60"
      - series: 'portal_job_runs_total{background_job="credit hold release job",job="portal",instance="127.0.0.1:3001"}'
        values: "0+1x30"
      - series: 'portal_job_failures_total{background_job="credit hold release job",job="portal",instance="127.0.0.1:3001"}'
        values: "0+1x30"
    alert_rule_test:
      - eval_time: 4m
        alertname: PortalProcessDown
        exp_alerts:
          - exp_labels: { job: portal, instance: "127.0.0.1:3001" }
            exp_annotations:
              summary: "Portal process 127.0.0.1:3001 does not answer /metrics (gone, stuck, or the token differs)."
      - eval_time: 8m
        alertname: PortalDatabaseUnreachable
        exp_alerts:
          - exp_labels: {}
            exp_annotations:
              summary: "The database is away, restarting or its disk is full; the processes recover by themselves."
      - eval_time: 1m
        alertname: PortalDatabaseUnreachable
        exp_alerts: []
      - eval_time: 30m
        alertname: PortalJobFailing
        exp_alerts:
          - exp_labels: { background_job: credit hold release job, job: portal, instance: "127.0.0.1:3001" }
            exp_annotations:
              summary: "Every round of the job credit hold release job fails (logged as '<job> failed')."
`;
