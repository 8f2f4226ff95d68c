import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

// Every setting production requires, with sandbox payments allowed.
const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "s",
  TELEPHONY_SECRET: "t",
  TELEPHONY_TOKEN: "t",
  PUBLIC_ORIGIN: "https://www.example.de",
  SMTP_URL: "smtp://mail.example.de",
  PAYMENT_SANDBOX: "1",
};

describe("loadConfig", () => {
  it("has working defaults for a developer machine", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicOrigin).toBe("http://127.0.0.1:3000");
    expect(config.databaseUrl).toBe("sqlite:data/portal.sqlite");
    expect(config.paymentMode).toBe("sandbox");
    expect(config.demoSeed).toBe(true);
    expect(config.mail.outboxDir).toBe("data/outbox");
    expect(config.tracking).toEqual({ gaMeasurementId: null, adsConversionId: null });
  });

  it("runs the background jobs every minute unless told otherwise, and refuses an interval below 10 ms", () => {
    expect(loadConfig({}).jobIntervalMs).toBe(60_000);
    expect(loadConfig({ JOB_INTERVAL_MS: "100" }).jobIntervalMs).toBe(100);
    expect(problemsOf({ JOB_INTERVAL_MS: "5" })).toEqual([expect.stringMatching(/^JOB_INTERVAL_MS: /)]);
    expect(problemsOf({ JOB_INTERVAL_MS: "oft" })).toEqual([expect.stringMatching(/^JOB_INTERVAL_MS: /)]);
  });

  it("opens at most 10 PostgreSQL connections per process unless told otherwise, and refuses 0", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("listens on DATABASE_URL unless DATABASE_LISTEN_URL names a direct PostgreSQL connection", () => {
    const pooled = "postgres://portal@127.0.0.1:6432/portal";
    const direct = "postgres://portal@127.0.0.1:5432/portal";
    expect(loadConfig({ DATABASE_URL: pooled }).databaseListenUrl).toBe(pooled);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: " " }).databaseListenUrl).toBe(pooled);
    expect(problemsOf({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: "sqlite:data/x.sqlite" })).toEqual([
      "DATABASE_LISTEN_URL: muss mit postgres:// beginnen",
    ]);
    expect(problemsOf({ DATABASE_LISTEN_URL: direct })).toEqual([
      "DATABASE_LISTEN_URL: nur mit einer PostgreSQL-Datenbank in DATABASE_URL",
    ]);
  });

  it("names the person responsible for the editorial content, by default the managing director", () => {
    expect(loadConfig({ COMPANY_REPRESENTATIVE: "Vera Mond" }).site.company.editorialResponsible).toBe("Vera Mond");
    const config = loadConfig({ COMPANY_REPRESENTATIVE: "Vera Mond", EDITORIAL_RESPONSIBLE: "Lena Stern" });
    expect(config.site.company.editorialResponsible).toBe("Lena Stern");
    expect(config.site.company.representative).toBe("Vera Mond");
  });

  it("shows the support line with its hours, by default the company phone and Mo–Fr 9–18 Uhr", () => {
    const defaults = loadConfig({ COMPANY_PHONE: "+49 30 7654321" }).site;
    expect(defaults.supportPhone).toBe("+49 30 7654321");
    expect(defaults.supportHours).toBe("Mo–Fr 9–18 Uhr");
    const own = loadConfig({ SUPPORT_PHONE: " +49 30 5550100 ", SUPPORT_HOURS: "Mo–Sa 8–20 Uhr" });
    expect(own.site.supportPhone).toBe("+49 30 5550100");
    expect(own.site.supportHours).toBe("Mo–Sa 8–20 Uhr");
    // An empty setting, as some deployment tools write it, falls back as well.
    expect(loadConfig({ SUPPORT_PHONE: "" }).site.supportPhone).toBe("+49 30 1234567");
  });

  it("refuses a support line that is no phone number or a 0900 number", () => {
    expect(problemsOf({ SUPPORT_PHONE: "anrufen!" }).join("\n")).toMatch(/SUPPORT_PHONE: muss eine Telefonnummer sein/);
    expect(problemsOf({ SUPPORT_PHONE: "0900 1 234567" }).join("\n")).toMatch(/SUPPORT_PHONE: darf keine 0900-Nummer/);
  });

  it("lists every problem at once", () => {
    const problems = problemsOf({ PORT: "abc", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "kaputt" });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/PORT/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL: muss mit sqlite: oder postgres:\/\/ beginnen/);
    expect(problems.join("\n")).toMatch(/SUPPORT_EMAIL/);
  });

  it("lists missing production secrets together with malformed values", () => {
    const problems = problemsOf({ NODE_ENV: "production", PORT: "abc" });
    expect(problems.some((p) => p.startsWith("PORT"))).toBe(true);
    expect(problems).toContain("SESSION_SECRET: in Produktion erforderlich");
  });

  it("refuses production without secrets and without live payment credentials", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    for (const key of ["SESSION_SECRET", "TELEPHONY_SECRET", "TELEPHONY_TOKEN", "PUBLIC_ORIGIN", "SMTP_URL"]) {
      expect(problems).toContain(`${key}: in Produktion erforderlich`);
    }
    expect(problems.some((p) => p.startsWith("Zahlungsanbieter"))).toBe(true);
  });

  it("allows sandbox payments in production only when asked explicitly, and no demo seed there", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "a,b",
      TELEPHONY_SECRET: "t",
      TELEPHONY_TOKEN: "t",
      PUBLIC_ORIGIN: "https://www.example.de/",
      SMTP_URL: "smtp://mail.example.de",
      PAYMENT_SANDBOX: "1",
    });
    expect(config.paymentMode).toBe("sandbox");
    expect(config.demoSeed).toBe(false);
    expect(config.sessionSecrets).toEqual(["a", "b"]);
    expect(config.publicOrigin).toBe("https://www.example.de");
  });

  it("flags half-set provider credentials", () => {
    expect(problemsOf({ PAYPAL_CLIENT_ID: "id" })).toEqual([
      "PAYPAL_CLIENT_SECRET: fehlt (die Zugangsdaten sind nur teilweise gesetzt)",
    ]);
    expect(loadConfig({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s" }).paymentMode).toBe("live");
  });

  it("drains 5 s before a stop in production and not at all elsewhere, unless DRAIN_SECONDS says otherwise", () => {
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig(production).drainSeconds).toBe(5);
    expect(loadConfig({ ...production, DRAIN_SECONDS: "0" }).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: "2.5" }).drainSeconds).toBe(2.5);
    expect(problemsOf({ DRAIN_SECONDS: "-1" })).toEqual([expect.stringMatching(/^DRAIN_SECONDS: /)]);
    expect(problemsOf({ DRAIN_SECONDS: "bald" })).toEqual([expect.stringMatching(/^DRAIN_SECONDS: /)]);
  });

  it("reads TRUST_PROXY: off by default, a proxy on the same host in production, hops or addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toEqual(["loopback"]);
    for (const off of ["0", "false", "off", "OFF"])
      expect(loadConfig({ ...production, TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,loopback, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "loopback",
      "fd00::/8",
    ]);
  });

  it("refuses a TRUST_PROXY it cannot read, in German, together with other problems", () => {
    for (const garbage of ["true", "yes", "10.0.0.0/33", "10.0.0.0/8,", "proxy.example.de", "-1", "1.5"]) {
      const problems = problemsOf({ TRUST_PROXY: garbage, PORT: "abc" });
      expect(problems, garbage).toHaveLength(2);
      expect(problems, garbage).toContain(
        "TRUST_PROXY: muss 0/false/off, eine Anzahl von Proxys (z.B. 1) oder eine kommagetrennte Liste von IP-Adressen " +
          "und CIDR-Bereichen (auch loopback, linklocal, uniquelocal) sein",
      );
    }
  });
});
