import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

// The portal's metrics, one registry per process, scraped at GET /metrics (http/metrics.ts).
// Modules count through the small functions below and never see prom-client. Labels take only
// values from a fixed set (route patterns, job names, outcomes): never a user, a raw URL or a
// phone number, so the number of series stays bounded. Counters are process-wide; a test that
// builds several apps in one process compares deltas.

export const metricsRegistry = new Registry();

// Node's own figures (CPU, memory, event-loop lag, garbage collection), once per process.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

// prom-client adds three gauges named with "_total", which the Prometheus naming rules keep for
// counters (`promtool check metrics` refuses them); the same figures by type stay, as
// nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
  metricsRegistry.removeSingleMetric(name);
}

const httpRequests = new Counter({
  name: "portal_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status code.",
  labelNames: ["method", "route", "status_code"] as const,
  registers,
});

const httpDuration = new Histogram({
  name: "portal_http_request_duration_seconds",
  help: "Time from receiving a request to sending its answer, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** The route label of a request no route matched: the raw URL would give every probe its own series. */
export const unmatchedRoute = "unmatched";

/**
 * One answered request; `route` is the route's pattern (/api/consultants/:slug), never the URL.
 * `seconds` null: a long-lived answer (an event stream), counted without a duration.
 */
export function observeHttpRequest(method: string, route: string, statusCode: number, seconds: number | null): void {
  httpRequests.inc({ method, route, status_code: String(statusCode) });
  if (seconds !== null) httpDuration.observe({ method, route }, seconds);
}

/** What a database connection pool reports about itself (node-postgres' Pool). */
export interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

// The pools of the databases this process has open; a closed one is removed, so nothing here
// keeps it alive.
const pools = new Set<PoolState>();
const sumOf = (read: (pool: PoolState) => number) => [...pools].reduce((sum, pool) => sum + read(pool), 0);

function poolGauge(name: string, help: string, read: (pool: PoolState) => number): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(sumOf(read));
    },
  });
}

poolGauge(
  "portal_db_pool_connections",
  "PostgreSQL connections open in the pool (busy and idle).",
  (p) => p.totalCount,
);
poolGauge("portal_db_pool_idle_connections", "PostgreSQL connections open in the pool and idle.", (p) => p.idleCount);
poolGauge(
  "portal_db_pool_waiting_clients",
  "Queries waiting for a free PostgreSQL connection of the pool.",
  (p) => p.waitingCount,
);
poolGauge("portal_db_pool_max_connections", "The most PostgreSQL connections the pool opens.", (p) => p.options.max);

/** Reports the pool's use until the returned function is called (when the database closes). */
export function trackPool(pool: PoolState): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

const queryErrors = new Counter({
  name: "portal_db_query_errors_total",
  help: "Failed database queries and connection attempts, by database and kind (unavailable, constraint, other).",
  labelNames: ["database", "kind"] as const,
  registers,
});

export type QueryErrorKind = "unavailable" | "constraint" | "other";

export function countQueryError(database: "sqlite" | "postgres", kind: QueryErrorKind): void {
  queryErrors.inc({ database, kind });
}

const jobRuns = new Counter({
  name: "portal_job_runs_total",
  help: "Runs of a background job, by job.",
  labelNames: ["background_job"] as const,
  registers,
});

const jobFailures = new Counter({
  name: "portal_job_failures_total",
  help: "Runs of a background job that failed, by job.",
  labelNames: ["background_job"] as const,
  registers,
});

const jobDuration = new Histogram({
  name: "portal_job_duration_seconds",
  help: "How long a run of a background job took, by job.",
  labelNames: ["background_job"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

/**
 * One run of a background job; `job` is its fixed name. The label is not called "job": Prometheus
 * gives every scraped series the target's `job` label and would rename ours to `exported_job`.
 */
export function observeJobRun(job: string, failed: boolean, seconds: number): void {
  jobRuns.inc({ background_job: job });
  if (failed) jobFailures.inc({ background_job: job });
  jobDuration.observe({ background_job: job }, seconds);
}

const payments = new Counter({
  name: "portal_payments_total",
  help:
    "Payments and refunds from the providers as recorded, by provider, kind (subscription, credits, test, refund) " +
    "and outcome (recorded, duplicate, unknown_payment).",
  labelNames: ["provider", "kind", "outcome"] as const,
  registers,
});

export type PaymentOutcome = "recorded" | "duplicate" | "unknown_payment";

export function countPayment(provider: string, kind: string, outcome: PaymentOutcome): void {
  payments.inc({ provider, kind, outcome });
}

const paymentEvents = new Counter({
  name: "portal_payment_events_total",
  help: "Provider notifications (webhooks, callbacks), by provider and outcome (handled, duplicate).",
  labelNames: ["provider", "outcome"] as const,
  registers,
});

export function countPaymentEvent(provider: string, outcome: "handled" | "duplicate"): void {
  paymentEvents.inc({ provider, outcome });
}

const creditMovements = new Counter({
  name: "portal_credit_movements_total",
  help:
    "Credit ledger postings, by kind (purchase, bonus, spend, refund, …) and outcome " +
    "(applied, repeated, conflict, insufficient).",
  labelNames: ["kind", "outcome"] as const,
  registers,
});

export function countCreditMovement(kind: string, outcome: string): void {
  creditMovements.inc({ kind, outcome });
}

const mails = new Counter({
  name: "portal_mails_total",
  help: "Mails handed to SMTP or written to the outbox, by outcome (sent, failed).",
  labelNames: ["outcome"] as const,
  registers,
});

export function countMail(outcome: "sent" | "failed"): void {
  mails.inc({ outcome });
}

const eventStreams = new Gauge({
  name: "portal_event_streams_open",
  help: "Server-sent event streams open in this process.",
  registers,
});

/** An event stream was opened; call the returned function once when it closes. */
export function eventStreamOpened(): () => void {
  eventStreams.inc();
  let open = true;
  return () => {
    if (open) eventStreams.dec();
    open = false;
  };
}
