import { z } from "zod";
import { normalizePhone } from "../shared/domain/phone.ts";
import { useGermanValidationMessages } from "./lib/german-validation-messages.ts";
import { parseTrustProxy, trustProxyProblem } from "./lib/trust-proxy.ts";

// Every setting the server reads, validated once at boot. Problems are collected and
// reported together so an operator fixes them in one pass, not one restart per variable.

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .default("sqlite:data/portal.sqlite")
    .refine((v) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(v), "muss mit sqlite: oder postgres:// beginnen"),
  // PostgreSQL connections per process; PostgreSQL's max_connections must exceed processes × this.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // PostgreSQL: a direct connection for LISTEN, when DATABASE_URL goes through PgBouncer in
  // transaction pooling, which cannot hold a LISTEN (docs/operations.md, "PgBouncer").
  DATABASE_LISTEN_URL: optional.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+$/.test(v),
    "muss mit postgres:// beginnen",
  ),
  DATA_DIR: z.string().default("data"),
  CLIENT_DIR: z.string().default("dist/client"),
  DEMO_SEED: flag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: optional,
  ADMIN_PHONE: optional,
  ADMIN_PASSWORD: optional,
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: optional,
  MAIL_OUTBOX_DIR: optional,
  BRAND_NAME: z.string().default("Sternenruf"),
  SUPPORT_EMAIL: z.email().default("support@sternenruf.example"),
  COMPANY_NAME: z.string().default("Sternenruf Beratung GmbH"),
  COMPANY_STREET: z.string().default("Sternstraße 12"),
  COMPANY_POSTAL_CODE: z.string().default("10115"),
  COMPANY_CITY: z.string().default("Berlin"),
  COMPANY_COUNTRY: z.string().default("Deutschland"),
  COMPANY_REPRESENTATIVE: z.string().default("Miriam Sonnenfeld"),
  COMPANY_REGISTER_COURT: z.string().default("Amtsgericht Charlottenburg"),
  COMPANY_REGISTER_NUMBER: z.string().default("HRB 000000 B"),
  COMPANY_VAT_ID: z.string().default("DE000000000"),
  COMPANY_PHONE: z.string().default("+49 30 1234567"),
  // The support line shown on /contact and in the footer; without its own setting the company
  // phone of the Impressum answers. An ordinary-rate number: questions about a contract must
  // not cost 0900 prices.
  SUPPORT_PHONE: optional
    .refine((v) => v === undefined || /^\+?[\d\s()/-]{6,30}$/.test(v), "muss eine Telefonnummer sein")
    .refine(
      (v) => v === undefined || !normalizePhone(v).startsWith("+49900"),
      "darf keine 0900-Nummer sein (normaler Tarif)",
    ),
  SUPPORT_HOURS: z.string().trim().min(1).default("Mo–Fr 9–18 Uhr"),
  // § 18 Abs. 2 MStV: the person responsible for the editorial content (the monthly horoscopes).
  EDITORIAL_RESPONSIBLE: z.string().trim().min(1).optional(),
  MEMBER_PHONE_NUMBER: z.string().default("0900 1 234567"),
  PREMIUM_PHONE_NUMBER: z.string().default("0900 3 234567"),
  // The credit line bills credits, not the phone bill, so it must be an ordinary-rate number
  // (docs/decisions/0012): a 0900 number would charge the caller a second time.
  CREDIT_PHONE_NUMBER: z
    .string()
    .trim()
    .default("+49 30 5557 7001")
    .refine((v) => /^\+?[\d\s()/-]{6,30}$/.test(v), "muss eine Telefonnummer sein")
    .refine((v) => !normalizePhone(v).startsWith("+49900"), "darf keine 0900-Nummer sein (normaler Tarif)"),
  TELEPHONY_SECRET: optional,
  TELEPHONY_TOKEN: optional,
  // Until this day (YYYY-MM-DD, exclusive, 00:00 UTC) carriers may still sign without time
  // (docs/telephony.md); unset: only the signature with time counts.
  TELEPHONY_LEGACY_SIGNATURE_UNTIL: optional.pipe(z.iso.date("muss ein Datum wie 2027-03-01 sein").optional()),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_API_BASE: optional,
  PAYPAL_WEBHOOK_ID: optional,
  PAYPAL_SDK_URL: optional.pipe(z.url().optional()),
  MAXPAY_MERCHANT_ACCOUNT: optional,
  MAXPAY_MERCHANT_PASSWORD: optional,
  MAXPAY_MERCHANT_ID: optional,
  MAXPAY_PUBLIC_KEY: optional,
  MAXPAY_PRIVATE_KEY: optional,
  MAXPAY_HPP_URL: optional.pipe(z.url().optional()),
  MAXPAY_API_BASE: optional.pipe(z.url().optional()),
  PAYMENT_SANDBOX: flag.optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  // How often each background job looks for due work; shorter only for tests that watch them run.
  JOB_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  // The monthly spending limit of every account that chose none itself (docs/decisions/0030).
  SPENDING_DEFAULT_MONTHLY_EUROS: z.coerce.number().int().min(1).max(10_000).default(150),
  TRUST_PROXY: optional,
  // How long readiness fails before the process stops after SIGTERM (docs/decisions/0041).
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  // The most live status streams one process holds open (docs/decisions/0042); beyond, 503.
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(5000),
  // The bearer token a Prometheus server sends to GET /metrics; without it there is no /metrics.
  METRICS_TOKEN: optional.pipe(z.string().min(16).optional()),
  GA_MEASUREMENT_ID: optional,
  ADS_CONVERSION_ID: optional,
});

type Env = z.infer<typeof envSchema>;

const productionSecrets = [
  "SESSION_SECRET",
  "TELEPHONY_SECRET",
  "TELEPHONY_TOKEN",
  "PUBLIC_ORIGIN",
  "SMTP_URL",
] as const;
const paypalKeys = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"] as const;
const maxpayKeys = [
  "MAXPAY_MERCHANT_ACCOUNT",
  "MAXPAY_MERCHANT_PASSWORD",
  "MAXPAY_MERCHANT_ID",
  "MAXPAY_PUBLIC_KEY",
  "MAXPAY_PRIVATE_KEY",
] as const;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/**
 * Provider settings. Without any live credentials both providers point at the local
 * sandboxes under /__sandbox/ (same HTTP contracts); with live credentials only the
 * configured providers exist.
 */
function paymentsConfig(env: Env, publicOrigin: string) {
  const paypalLive = paypalKeys.every((k) => env[k]);
  const maxpayLive = maxpayKeys.every((k) => env[k]);
  const sandbox = !paypalLive && !maxpayLive;
  const sandboxBase = `${publicOrigin}/__sandbox`;
  const paypal = paypalLive
    ? {
        clientId: env.PAYPAL_CLIENT_ID ?? "",
        clientSecret: env.PAYPAL_CLIENT_SECRET ?? "",
        apiBase: (env.PAYPAL_API_BASE ?? "https://api-m.paypal.com").replace(/\/$/, ""),
        webhookId: env.PAYPAL_WEBHOOK_ID ?? "",
        sdkBaseUrl: env.PAYPAL_SDK_URL ?? "https://www.paypal.com/sdk/js",
        /** Webhook certificates are trusted only from these hosts (PAYPAL-CERT-URL), below this path. */
        trustedCertHosts: ["api.paypal.com", "api.sandbox.paypal.com", "api-m.paypal.com", "api-m.sandbox.paypal.com"],
        certPathPrefix: "",
      }
    : sandbox
      ? {
          clientId: "sandbox-client-id",
          clientSecret: "sandbox-client-secret",
          apiBase: `${sandboxBase}/paypal`,
          webhookId: "WH-SANDBOX",
          sdkBaseUrl: `${sandboxBase}/paypal/sdk/js`,
          trustedCertHosts: [new URL(publicOrigin).hostname],
          certPathPrefix: new URL(`${sandboxBase}/paypal`).pathname,
        }
      : null;
  const maxpay = maxpayLive
    ? {
        merchantAccount: env.MAXPAY_MERCHANT_ACCOUNT ?? "",
        merchantPassword: env.MAXPAY_MERCHANT_PASSWORD ?? "",
        merchantId: env.MAXPAY_MERCHANT_ID ?? "",
        publicKey: env.MAXPAY_PUBLIC_KEY ?? "",
        privateKey: env.MAXPAY_PRIVATE_KEY ?? "",
        paymentUrl: env.MAXPAY_HPP_URL ?? "https://hpp.maxpay.com/hpp",
        apiBase: (env.MAXPAY_API_BASE ?? "https://hpp.maxpay.com").replace(/\/$/, ""),
      }
    : sandbox
      ? {
          merchantAccount: "",
          merchantPassword: "",
          merchantId: "",
          publicKey: "pkTest_sandbox",
          privateKey: "skTest_sandbox",
          paymentUrl: `${sandboxBase}/maxpay/hpp`,
          apiBase: `${sandboxBase}/maxpay`,
        }
      : null;
  return { mode: sandbox ? ("sandbox" as const) : ("live" as const), paypal, maxpay };
}

function toConfig(env: Env) {
  const production = env.NODE_ENV === "production";
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, "");
  const payments = paymentsConfig(env, publicOrigin);
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    publicOrigin,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** PostgreSQL: where the process's one connection for LISTEN goes; without a setting the pool's database. */
    databaseListenUrl: env.DATABASE_LISTEN_URL ?? env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    clientDir: env.CLIENT_DIR,
    demoSeed: env.DEMO_SEED ?? !production,
    logLevel: env.LOG_LEVEL,
    sessionSecrets:
      env.SESSION_SECRET?.split(",")
        .map((s) => s.trim())
        .filter(Boolean) ?? [],
    admin: { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.BRAND_NAME} <${env.SUPPORT_EMAIL}>`,
      outboxDir: env.MAIL_OUTBOX_DIR ?? `${env.DATA_DIR}/outbox`,
    },
    site: {
      brandName: env.BRAND_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE ?? env.COMPANY_PHONE,
      supportHours: env.SUPPORT_HOURS,
      memberPhoneNumber: env.MEMBER_PHONE_NUMBER,
      premiumPhoneNumber: env.PREMIUM_PHONE_NUMBER,
      creditPhoneNumber: env.CREDIT_PHONE_NUMBER,
      company: {
        name: env.COMPANY_NAME,
        street: env.COMPANY_STREET,
        postalCode: env.COMPANY_POSTAL_CODE,
        city: env.COMPANY_CITY,
        country: env.COMPANY_COUNTRY,
        representative: env.COMPANY_REPRESENTATIVE,
        registerCourt: env.COMPANY_REGISTER_COURT,
        registerNumber: env.COMPANY_REGISTER_NUMBER,
        vatId: env.COMPANY_VAT_ID,
        phone: env.COMPANY_PHONE,
        // Without its own setting the managing director answers for the content as well.
        editorialResponsible: env.EDITORIAL_RESPONSIBLE ?? env.COMPANY_REPRESENTATIVE,
      },
    },
    tracking: { gaMeasurementId: env.GA_MEASUREMENT_ID ?? null, adsConversionId: env.ADS_CONVERSION_ID ?? null },
    telephony: {
      // Outside production fixed demo values let a developer try the endpoints (examples in docs/telephony.md).
      secret: env.TELEPHONY_SECRET ?? "demo-telephony-secret",
      token: env.TELEPHONY_TOKEN ?? "demo-telephony-token",
      usesDemoValues: !env.TELEPHONY_SECRET || !env.TELEPHONY_TOKEN,
      legacySignatureUntil: env.TELEPHONY_LEGACY_SIGNATURE_UNTIL
        ? new Date(`${env.TELEPHONY_LEGACY_SIGNATURE_UNTIL}T00:00:00Z`)
        : null,
    },
    paymentMode: payments.mode,
    payments,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    jobIntervalMs: env.JOB_INTERVAL_MS,
    spendingDefaultMonthlyCents: env.SPENDING_DEFAULT_MONTHLY_EUROS * 100,
    // loadConfig refuses a value parseTrustProxy cannot read, so the fallback never applies.
    trustProxy: parseTrustProxy(env.TRUST_PROXY, production) ?? false,
    // Longer than the load balancer needs to see two failed checks at 1 s; elsewhere a stop is quick.
    drainSeconds: env.DRAIN_SECONDS ?? (production ? 5 : 0),
    metricsToken: env.METRICS_TOKEN,
    eventStreamsMax: env.EVENT_STREAMS_MAX,
  };
}

export type AppConfig = ReturnType<typeof toConfig>;

/** Reads and checks the environment; throws ConfigError listing every problem at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  useGermanValidationMessages();
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const production = source.NODE_ENV === "production";
  if (production) {
    for (const key of productionSecrets) if (!source[key]?.trim()) problems.push(`${key}: in Produktion erforderlich`);
  }
  if (parseTrustProxy(source.TRUST_PROXY, production) === null) problems.push(trustProxyProblem);
  if (!parsed.success) throw new ConfigError(problems);

  const env = parsed.data;
  const config = toConfig(env);
  if (production) {
    if (config.paymentMode === "sandbox" && !env.PAYMENT_SANDBOX) {
      problems.push(
        "Zahlungsanbieter: keine Live-Zugangsdaten gesetzt (PAYMENT_SANDBOX=1 erlaubt den Sandbox-Modus ausdrücklich)",
      );
    }
  }
  if (production && config.payments.paypal && config.paymentMode === "live" && !env.PAYPAL_WEBHOOK_ID) {
    problems.push("PAYPAL_WEBHOOK_ID: erforderlich, um PayPal-Webhooks zu prüfen");
  }
  if (env.DATABASE_LISTEN_URL && env.DATABASE_URL.startsWith("sqlite:")) {
    problems.push("DATABASE_LISTEN_URL: nur mit einer PostgreSQL-Datenbank in DATABASE_URL");
  }
  for (const group of [paypalKeys, maxpayKeys]) {
    const set = group.filter((k) => env[k]);
    if (set.length > 0 && set.length < group.length) {
      problems.push(`${group.filter((k) => !env[k]).join(", ")}: fehlt (die Zugangsdaten sind nur teilweise gesetzt)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
