// The floors of the code, bottom to top, declared once: a runtime import may go sideways or down, never up
// (tests/unit/import-graph.test.ts checks it, and that no two folders import each other, even through others).
// This file imports nothing and runs nowhere; the test and the docs read it.

export const LAYERS = [
  // Names and code tables of the spec; imports nothing.
  "vocabulary",
  // zod schemas of bodies and records, and the route contracts (path, method, auth, limits, errors, cache).
  "contracts",
  // Process-wide services no feature owns: env, clock, log, keys, the database, Redis, jobs, mail, outbound
  // fetch, rate limits, cached pages, canonical JSON, and the failure domain code throws (lib/refusal.ts).
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
  ["lib/eu-ai-act/web/**", "http"],

  ["lib/env.ts", "infrastructure"],
  ["lib/clock.ts", "infrastructure"],
  ["lib/log.ts", "infrastructure"],
  ["lib/hosts.ts", "infrastructure"],
  ["lib/secrets.ts", "infrastructure"],
  ["lib/derived-keys.ts", "infrastructure"],
  ["lib/sealed-secret.ts", "infrastructure"],
  ["lib/read-or-create-file.ts", "infrastructure"],
  ["lib/refusal.ts", "infrastructure"],
  ["lib/canonical-json.ts", "infrastructure"],
  ["lib/db/**", "infrastructure"],
  ["lib/redis/**", "infrastructure"],
  ["lib/jobs/**", "infrastructure"],
  ["lib/mail/**", "infrastructure"],
  ["lib/outbound/**", "infrastructure"],
  ["lib/outbox/**", "infrastructure"],
  ["lib/ratelimit/**", "infrastructure"],
  // The page cache's store and tag versions; serve.ts, which answers requests from it, is the fast lane.
  ["lib/page-cache/serve.ts", "transport"],
  ["lib/page-cache/**", "infrastructure"],

  ["lib/http/**", "http"],

  ["lib/worker/**", "transport"],
  ["lib/server/**", "transport"],
  ["lib/middleware/**", "transport"],
  ["lib/mcp/**", "transport"],
  ["lib/a2a/**", "transport"],
  ["lib/pages/**", "transport"],
  ["lib/cli/**", "transport"],
  ["lib/tasks/**", "transport"],
  ["lib/openapi/**", "transport"],

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
