// The only module that reads process.env. Validated once, on first use, with zod.
import { z } from "zod";
import { processSlot } from "@/lib/platform/process-state";

const url = z.string().url();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  BASE_URL: url.default("http://localhost:3000"),
  API_URL: url.default("http://api.localhost:3000"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // issue 33: the API host also served on a port of its own (for clients that cannot set a Host header,
  // such as Node's fetch). API_URL follows it (http://localhost:<API_PORT>) unless set.
  API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Unset: embedded PGlite under DATA_DIR (or in memory when the test harness provides one).
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(".data"),
  // How long the embedded database's lock outlives a killed holder before another process may take it.
  DATA_DIR_LOCK_STALE_MS: z.coerce.number().int().min(3_000).max(600_000).default(15_000),
  // Unset: shared counters fall back to per-instance memory, as the spec allows when the store fails.
  REDIS_URL: z.string().min(1).optional(),
  // How long a Redis command may take before the caller counts per instance instead (the spec's fallback).
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  UPSTASH_REDIS_REST_URL: url.optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
  // Name of the header a trusted reverse proxy sets to the client address (e.g. x-real-ip). Unset:
  // the socket address our own server records; a client-sent X-Forwarded-For is never trusted.
  TRUSTED_PROXY_HEADER: z.string().toLowerCase().optional(),
  // Secrets. Unset outside production: generated once into DATA_DIR/secrets.json (lib/platform/secrets.ts).
  // Checked again at start-up (startupProblems) for strength and, on a shared database, presence.
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters; make one with `openssl rand -base64 32`").optional(),
  CURSOR_SECRET: z.string().min(32, "must be at least 32 characters; make one with `openssl rand -base64 32`").optional(),
  MASTER_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex characters; make one with `openssl rand -hex 32`")
    .optional(),
  VIEWER_HASH_KEY: z.string().min(32, "must be at least 32 characters; make one with `openssl rand -base64 32`").optional(),
  // Witness signing keys: JSON array of private JWKs (Ed25519, each with kid); the first signs.
  WITNESS_SIGNING_KEYS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Public Trust Network <no-reply@localhost>"),
  // The /dev/mailbox page (mail kept when no SMTP_URL is set). Unset: shown outside production only.
  DEV_MAILBOX: z.enum(["0", "1"]).optional(),
  // Where mail goes (lib/platform/mail/mail-transport.ts). Unset: smtp with SMTP_URL, else the development mailbox,
  // which production refuses unless chosen (MAIL_TRANSPORT=mailbox or DEV_MAILBOX=1); log writes mails to the log.
  MAIL_TRANSPORT: z.enum(["smtp", "log", "mailbox"]).optional(),
  // The queued mail's first retry delay; the retries double from it until they span at least 24 hours.
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // An OpenAI-compatible chat completions endpoint for optional answer phrasing.
  MODEL_BASE_URL: url.optional(),
  MODEL_API_KEY: z.string().optional(),
  MODEL_NAME: z.string().default("gpt-4o-mini"),
  BUILD_COMMIT: z.string().optional(),
  // The change stream (GET /api/network/changes/stream): a comment this often on a quiet stream, the
  // connection closed after this long (clients reconnect with Last-Event-ID), and how often the one
  // poller per instance reads new record versions while any stream is open.
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  STREAM_MAX_MS: z.coerce.number().int().min(500).default(50_000),
  STREAM_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  // The `retry:` a stream tells EventSource clients to wait before reconnecting (3 s).
  STREAM_RETRY_MS: z.coerce.number().int().min(100).default(3_000),
  // issue 16: PostgreSQL bounds, so a stalled or saturated database answers 503 within seconds instead of
  // hanging: waiting for a connection (new or from the full pool), and any one statement (server-side,
  // plus a client-side bound a little longer for a server that stopped answering at all).
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  // issue 14: the witness engine. DNS servers the readers ask (comma-separated; unset: the system's),
  // the per-request deadline and body cap of the outside-in reader, whether this instance runs the job
  // queue (several instances on one database may all run it: the queue hands each job to one of them),
  // and, outside production only, a local HTTPS world (a JSON file written by the world server) that
  // answers for the demo domains instead of the outside network.
  WITNESS_DNS_SERVERS: z.string().optional(),
  WITNESS_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WITNESS_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4 * 1024 * 1024)
    .default(256 * 1024),
  // Unset: on, except under NODE_ENV=test (a test that wants the queue in its app instances says JOBS=on).
  JOBS: z.enum(["on", "off"]).optional(),
  WITNESS_WORLD_FILE: z.string().optional(),
  // The window an hour's readings are spread over (default: the whole cadence; tests compress it), how
  // long an active read job may run before the queue takes it back (a killed instance), and the queue's
  // polling and maintenance intervals.
  WITNESS_SPREAD_MS: z.coerce.number().int().min(1).max(3_600_000).default(3_600_000),
  WITNESS_READ_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  // Development only (issue 33): the scheduler's cadence in minutes (a divisor of 60), e.g. 5 to watch
  // readings land while `npm run dev` runs. Production reads hourly, as the methodology states.
  WITNESS_CADENCE_MINUTES: z.coerce
    .number()
    .int()
    .refine((m) => m > 0 && 60 % m === 0, "WITNESS_CADENCE_MINUTES must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60)")
    .default(60),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // issue 22: the EU AI Act API's two rate-limit windows per workspace (requests per minute and per hour).
  // The profile read's per-minute ceiling per client network (Part 8: 600). Tests set a lower one so that
  // exhausting it fits inside one minute on a loaded machine.
  PROFILE_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  EU_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  EU_RATE_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  // issue 15: the witness statement log. LOG_SIGNING_KEY is a private Ed25519 JWK (JSON) that signs
  // checkpoints and nothing else; unset outside production: generated into DATA_DIR/log-key.json.
  // LOG_ORIGIN names the log (default: the API host and /log, without scheme). LOG_WITNESSES lists the
  // verifier keys (vkeys, comma or newline separated) of witnesses whose cosignatures are accepted.
  // The sequencer integrates pending statements every LOG_INTEGRATE_MS (0: only when called), at most
  // LOG_BATCH_MAX per batch.
  LOG_SIGNING_KEY: z.string().optional(),
  LOG_ORIGIN: z
    .string()
    .regex(/^[^\s+]+$/)
    .optional(),
  LOG_WITNESSES: z.string().optional(),
  LOG_INTEGRATE_MS: z.coerce.number().int().min(0).default(2_000),
  LOG_BATCH_MAX: z.coerce.number().int().min(1).max(100_000).default(4_096),
  // issue 20: events leave the service. Delivery jobs one instance runs side by side (each delivers one
  // outbox event to all its targets), how long an active delivery job may run before the queue gives it
  // to another instance (a killed one), and the window that batches subscriber mail (one mail per window).
  EVENTS_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EVENTS_DELIVER_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // issue 30: the owners' and admins' mail about new requests, at most once per company in this window.
  INBOX_NOTICE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
  SUBSCRIBER_MAIL_BATCH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
  // The channels' deadlines (spec 6.1-6.3; tests shorten them so a receiver that never answers costs
  // milliseconds, not the production wait): one endpoint attempt and an agent's subscription challenge,
  // and the whole budget of the retrying channels (alerts, agents: up to three attempts, pauses of 1/30
  // and 1/10 of it between them). A claim on a delivery target is leased for the budget plus 2 s.
  EVENTS_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  EVENTS_RETRY_BUDGET_MS: z.coerce.number().int().min(300).max(120_000).default(15_000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // argon2id memory cost of password hashes, honoured under NODE_ENV=test only (a suite that signs up
  // hundreds of accounts need not spend 35 ms on each hash): everywhere else it is 19 MiB (OWASP).
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(64).max(19_456).optional(),
  // issue 23: the hottest reads are answered by our own server before Next, through the same handlers
  // (lib/transports/server/hot-reads.ts); "off" sends them through Next like every other route.
  HOT_READS: z.enum(["on", "off"]).default("on"),
  // issue 35: public pages are kept rendered and served from the page cache (lib/page-cache) until a change
  // they show commits; "off" renders every request (the benches' "uncached" column).
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
});

export type Env = z.infer<typeof schema>;

// Cached in a process slot so the app bundle and the in-process test harness share one parse, and a
// reset (the harness sets variables per app instance) reaches every copy of this module.
const held = processSlot<Env>("env");

export function env(): Env {
  if (!held.value) {
    // An empty variable means unset (so `DATABASE_URL= npm start` selects the embedded database).
    const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
    // API_URL follows API_PORT when only the port is given; set in process.env as well, where the
    // middleware (Next's sandbox, which cannot import this module's cache) reads it.
    if (present.API_PORT && !present.API_URL && /^\d+$/.test(present.API_PORT)) {
      present.API_URL = process.env.API_URL = `http://localhost:${present.API_PORT}`;
    }
    const parsed = schema.safeParse(present);
    if (!parsed.success) {
      const names = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${names}`);
    }
    held.value = parsed.data;
  }
  return held.value;
}

const HOW_TO_MAKE: Record<"SESSION_SECRET" | "CURSOR_SECRET" | "VIEWER_HASH_KEY" | "MASTER_KEY", string> = {
  SESSION_SECRET: "make one with `openssl rand -base64 32`",
  CURSOR_SECRET: "make one with `openssl rand -base64 32`",
  VIEWER_HASH_KEY: "make one with `openssl rand -base64 32`",
  MASTER_KEY: "make one with `openssl rand -hex 32` (64 lowercase hex characters)",
};

// A secret of 32 characters drawn from two or three letters passes the length rule and guards nothing.
function weak(value: string): boolean {
  return new Set(value).size < 10;
}

/**
 * What is wrong with the configuration for serving, one line per variable, naming it and how to make
 * one. Production on a shared database must be given its secrets: generated ones would differ between
 * instances (sessions and cursors would break between them). Empty when the server may start.
 */
export function startupProblems(): string[] {
  let e: Env;
  try {
    e = env();
  } catch (err) {
    return [(err as Error).message];
  }
  const problems: string[] = [];
  for (const name of Object.keys(HOW_TO_MAKE) as (keyof typeof HOW_TO_MAKE)[]) {
    const value = e[name];
    if (value === undefined) {
      if (e.NODE_ENV === "production" && e.DATABASE_URL)
        problems.push(`${name} is not set; production on a shared database needs it on every instance: ${HOW_TO_MAKE[name]}.`);
    } else if (weak(value)) {
      problems.push(`${name} is too weak (fewer than 10 distinct characters): ${HOW_TO_MAKE[name]}.`);
    }
  }
  if (e.NODE_ENV === "production" && e.WITNESS_CADENCE_MINUTES !== 60)
    problems.push(`WITNESS_CADENCE_MINUTES is a development setting; production reads hourly (unset it).`);
  return problems;
}

/** Forget the parsed environment, after changing process.env. */
export function resetEnvCache(): void {
  held.value = undefined;
}
