// The floors of the code, bottom to top, declared once: a runtime import may go sideways or down, never up
// (tests/unit/import-graph.test.ts checks it, and that no two folders import each other, even through others).
// This file imports nothing and runs nowhere; the test and the docs read it.

export const LAYERS = [
  // Names and code tables of the spec; imports nothing.
  "vocabulary",
  // zod schemas of bodies and records, and the route contracts (path, method, auth, limits, errors, cache).
  "contracts",
  // Process-wide services no feature owns: env, clock, log, keys, the database, Redis, jobs, mail, outbound
  // fetch, rate limits, cached pages, canonical JSON, and the failure domain code throws (lib/platform/refusal.ts).
  "infrastructure",
  // The features: what the service knows and does, with no HTTP in it.
  "domain",
  // The HTTP machinery: route wrapper, credentials, input parsing, error rendering (the one place that maps a
  // domain failure to an answer), caching headers.
  "http",
  // The ways in: every feature's routes/ folder (its handlers, though they sit in the feature's folder), the
  // API host's handlers (lib/worker), our own server and its fast lane, MCP, A2A, the web pages, the CLI,
  // operator tasks, the OpenAPI documents.
  "transport",
  // Next's App Router files and the middleware: one-line re-exports and the host split.
  "app",
] as const;

export type Layer = (typeof LAYERS)[number];

// First match wins, so exceptions come before the folder they sit in. `*` matches within one path segment,
// `**` across segments.
export const LAYER_RULES: readonly (readonly [pattern: string, layer: Layer])[] = [
  ["lib/vocabulary/**", "vocabulary"],
  ["lib/layers.ts", "vocabulary"],

  // A route contract sits beside its handler (lib/<feature>/routes/<name>.contract.ts) but is data: its layer
  // is the contracts', not its folder's. lib/contracts/index.ts gathers them into the route table.
  ["lib/**/*.contract.ts", "contracts"],
  ["lib/*/contracts.ts", "contracts"],
  ["lib/contracts/**", "contracts"],
  ["lib/schemas/**", "contracts"],
  // The language contracts are written in (defineContract); it only names HTTP things, it runs none.
  ["lib/http/contract.ts", "contracts"],

  // A feature's routes/ folder is transport: handlers that wrap the feature's domain code.
  ["lib/*/routes/**", "transport"],

  // The web host's forwarding of EU AI Act calls to the API host: HTTP machinery in its feature's folder.
  ["lib/http/eu-forward/**", "http"],

  ["lib/platform/env.ts", "infrastructure"],
  ["lib/platform/clock.ts", "infrastructure"],
  ["lib/platform/process-state.ts", "infrastructure"],
  ["lib/platform/log.ts", "infrastructure"],
  ["lib/platform/hosts.ts", "infrastructure"],
  ["lib/platform/secrets.ts", "infrastructure"],
  ["lib/platform/derived-keys.ts", "infrastructure"],
  ["lib/platform/sealed-secret.ts", "infrastructure"],
  ["lib/platform/read-or-create-file.ts", "infrastructure"],
  ["lib/platform/refusal.ts", "infrastructure"],
  ["lib/platform/canonical-json.ts", "infrastructure"],
  ["lib/platform/db/**", "infrastructure"],
  ["lib/platform/redis/**", "infrastructure"],
  ["lib/platform/jobs/**", "infrastructure"],
  ["lib/platform/mail/**", "infrastructure"],
  ["lib/platform/outbound/**", "infrastructure"],
  ["lib/platform/outbox/**", "infrastructure"],
  ["lib/platform/ratelimit/**", "infrastructure"],
  // The page cache's store and tag versions; serve.ts, which answers requests from it, is the fast lane.
  ["lib/transports/server/page-cache-serve.ts", "transport"],
  ["lib/platform/page-cache/**", "infrastructure"],

  ["lib/http/**", "http"],
  ["lib/transports/**", "transport"],

  ["lib/transports/worker/**", "transport"],
  ["lib/transports/server/**", "transport"],
  ["lib/transports/middleware/**", "transport"],
  ["lib/transports/mcp/**", "transport"],
  ["lib/transports/a2a/**", "transport"],
  ["lib/transports/pages/**", "transport"],
  ["lib/transports/cli/**", "transport"],
  ["lib/transports/tasks/**", "transport"],
  ["lib/transports/openapi/**", "transport"],

  // Every other folder of lib/ is a feature.
  ["lib/*/**", "domain"],

  ["app/**", "app"],
  ["middleware.ts", "app"],
];

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === "**/" ? "(?:.*/)?" : part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${body}$`);
}

const compiled = LAYER_RULES.map(([pattern, layer]) => [patternRegex(pattern), layer] as const);

/** The layer of a file, by its path from the repository root (`lib/feed/feed-window.ts`); null if undeclared. */
export function layerOf(file: string): Layer | null {
  for (const [re, layer] of compiled) if (re.test(file)) return layer;
  return null;
}

/** Folders of lib/ that only group others by layer. */
const GROUPS = ["platform", "transports"];

/**
 * The folder a file counts in for the cycle check: lib/<top> (a top-level file of lib/ is its own folder), split
 * by layer, so a feature's routes/ and contracts are folders of their own beside its domain code.
 */
export function folderOf(file: string): string {
  // The route table (lib/contracts/index.ts) gathers every contract, and contracts share pieces of lib/contracts:
  // all contracts count as one folder, beside lib/schemas.
  if (layerOf(file) === "contracts" && !file.startsWith("lib/schemas/")) return "lib/contracts and *.contract.ts (contracts)";
  // A group folder of lib/ (lib/platform/db, lib/transports/worker) holds folders; it is not one itself.
  const parts = file.split("/");
  const depth = parts[0] === "lib" && GROUPS.includes(parts[1]!) ? 3 : 2;
  const top = parts[0] !== "lib" ? parts[0]! : parts.length === depth ? file.replace(/\.tsx?$/, "") : parts.slice(0, depth).join("/");
  return `${top} (${layerOf(file) ?? "undeclared"})`;
}
