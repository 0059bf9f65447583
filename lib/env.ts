// The only module that reads process.env. Validated once, on first use, with zod.
import { z } from "zod";

const url = z.string().url();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  BASE_URL: url.default("http://localhost:3000"),
  API_URL: url.default("http://api.localhost:3000"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: embedded PGlite under DATA_DIR (or in memory when the test harness provides one).
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(".data"),
  // Unset: shared counters fall back to per-instance memory, as the spec allows when the store fails.
  REDIS_URL: z.string().min(1).optional(),
  UPSTASH_REDIS_REST_URL: url.optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
  // Name of the header a trusted reverse proxy sets to the client address (e.g. x-real-ip). Unset:
  // the socket address our own server records; a client-sent X-Forwarded-For is never trusted.
  TRUSTED_PROXY_HEADER: z.string().toLowerCase().optional(),
  // Secrets. Unset outside production: generated once into DATA_DIR/secrets.json (lib/secrets.ts).
  SESSION_SECRET: z.string().min(32).optional(),
  CURSOR_SECRET: z.string().min(32).optional(),
  MASTER_KEY: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  VIEWER_HASH_KEY: z.string().min(32).optional(),
  // Witness signing keys: JSON array of private JWKs (Ed25519, each with kid); the first signs.
  WITNESS_SIGNING_KEYS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Public Trust Network <no-reply@localhost>"),
  // The /dev/mailbox page (mail kept when no SMTP_URL is set). Unset: shown outside production only.
  DEV_MAILBOX: z.enum(["0", "1"]).optional(),
  // An OpenAI-compatible chat completions endpoint for optional answer phrasing.
  MODEL_BASE_URL: url.optional(),
  MODEL_API_KEY: z.string().optional(),
  MODEL_NAME: z.string().default("gpt-4o-mini"),
  BUILD_COMMIT: z.string().optional(),
  // The change stream (GET /api/network/changes/stream): a comment this often on a quiet stream, the
  // connection closed after this long (clients reconnect with Last-Event-ID), and how often the one
  // poller per instance reads new record versions while any stream is open.
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  STREAM_MAX_MS: z.coerce.number().int().min(1_000).default(50_000),
  STREAM_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

// Cached on globalThis so the app bundle and the in-process test harness share one parse, and a
// reset (the harness sets variables per app instance) reaches both copies of this module.
const CACHE = Symbol.for("svc.env");
type Global = typeof globalThis & { [CACHE]?: Env };

export function env(): Env {
  const g = globalThis as Global;
  if (!g[CACHE]) {
    // An empty variable means unset (so `DATABASE_URL= npm start` selects the embedded database).
    const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
    const parsed = schema.safeParse(present);
    if (!parsed.success) {
      const names = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${names}`);
    }
    g[CACHE] = parsed.data;
  }
  return g[CACHE];
}

/** Forget the parsed environment, after changing process.env. */
export function resetEnvCache(): void {
  delete (globalThis as Global)[CACHE];
}
