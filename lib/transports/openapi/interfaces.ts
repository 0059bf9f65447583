// /interfaces.json: every interface of the service with its support status. HTTP routes come from
// their contracts (ALL_ROUTES), so a new route is listed with the status its contract declares; the
// interfaces that are not one route (protocols, the CLI, event channels, twins) are listed here.
import type { z } from "zod";
import { ALL_ROUTES } from "@/lib/contracts";
import { env } from "@/lib/platform/env";
import type { RouteContract } from "@/lib/http/contract";
import { skillNames } from "@/lib/transports/a2a/skills";
import type { InterfaceEntrySchema, InterfacesSchema } from "@/lib/schemas/interfaces";
import { MCP_LATEST_PROTOCOL_VERSION, MCP_PLANNED_PROTOCOL_VERSION, MCP_PROTOCOL_VERSIONS } from "@/lib/transports/mcp/server-info";
import { A2A_VERSION_NOTE } from "@/lib/transports/a2a/version-note";
import { TOOLS } from "@/lib/transports/mcp/tools";
import { servedRoutes } from "@/lib/transports/openapi/served-routes";

type Entry = z.infer<typeof InterfaceEntrySchema>;

const STATUSES: z.infer<typeof InterfacesSchema>["statuses"] = [
  { id: "supported", meaning: "Covered by a versioned contract; breaking changes get 90 days' notice in the changelog." },
  { id: "documented, not versioned", meaning: "Described and served, but may change without a contract version moving." },
  { id: "deprecated", meaning: "Still served; a successor exists. Move off it; a withdrawal date is announced where one is set." },
  { id: "experimental", meaning: "May change or disappear without notice; do not build on it." },
  {
    id: "planned",
    meaning:
      "Described in the specification but not built yet: nothing answers at " +
      "it, so it has no URL. Its engineer marks it supported when it ships.",
  },
];

// A route whose success answer is an event stream is an SSE interface, not a plain HTTP read.
function kindOf(r: RouteContract): Entry["kind"] {
  if (r.kind === "page" || r.kind === "asset") return r.kind;
  return Object.values(r.responses).some((res) => res.contentType === "text/event-stream") ? "sse" : "http";
}

function routeEntry(r: RouteContract, base: string, api: string): Entry {
  return {
    id: r.operationId,
    kind: kindOf(r),
    name: r.summary,
    status: r.status,
    host: r.host,
    method: r.method,
    path: r.path,
    url: `${r.host === "api" ? api : base}${r.path}`,
    documentedIn: `${base}${r.host === "api" ? "/openapi.yaml" : "/openapi.json"}`,
    version: r.host === "api" ? "1.0" : null,
    notes: r.description ?? null,
  };
}

// Listed here until their route's contract exists; then the route's own entry (and status) stands.
const SUPERSEDED_BY_ROUTE = new Set(["change-stream", "badge-js", "llms-txt", "eu-ai-act-api"]);

function otherInterfaces(base: string, api: string): Entry[] {
  const none = { host: null, method: null, path: null } as const;
  return [
    {
      id: "network-profile-contract-v2",
      kind: "contract",
      name: "Network profile contract, version 2",
      status: "supported",
      ...none,
      url: `${base}/schemas/network-profile.v2.schema.json`,
      documentedIn: `${base}/openapi.json`,
      version: "2",
      notes: "Current; chosen with Svc-Contract or ?contract=.",
    },
    {
      id: "network-profile-contract-v1",
      kind: "contract",
      name: "Network profile contract, version 1",
      status: "deprecated",
      ...none,
      url: null,
      documentedIn: `${base}/openapi.json`,
      version: "1",
      notes: "Withdrawn on 2027-03-01; served with Deprecation and Sunset headers until then.",
    },
    {
      id: "worker-contract",
      kind: "contract",
      name: "Worker contract (API host)",
      status: "supported",
      ...none,
      url: `${base}/openapi.yaml`,
      documentedIn: `${base}/openapi.yaml`,
      version: "1.0",
      notes: "Pre-launch, released 2026-08-22.",
    },
    {
      id: "directory-offset-pagination",
      kind: "http",
      name: "Offset pagination on directory search",
      status: "deprecated",
      host: "web",
      method: "GET",
      path: "/api/mobile/directory/search",
      url: `${base}/api/mobile/directory/search?offset=0`,
      documentedIn: `${base}/openapi.json`,
      version: null,
      notes: "Use next_cursor; no withdrawal date and no Sunset header.",
    },
    {
      id: "mcp",
      kind: "mcp",
      name: "MCP server (read-only public tools)",
      status: "supported",
      host: "api",
      method: "POST",
      path: "/public/mcp",
      url: `${api}/public/mcp`,
      documentedIn: `${base}/openapi.yaml`,
      version: MCP_LATEST_PROTOCOL_VERSION,
      notes:
        `Streamable HTTP, stateless, one JSON response per POST. Protocol versions ` +
        `${MCP_PROTOCOL_VERSIONS.join(", ")} (${MCP_PLANNED_PROTOCOL_VERSION} is planned, see ` +
        `mcp-${MCP_PLANNED_PROTOCOL_VERSION}). Tools: ${TOOLS.map((t) => t.name).join(", ")}. How to connect: ${base}/mcp.`,
    },
    {
      id: `mcp-${MCP_PLANNED_PROTOCOL_VERSION}`,
      kind: "mcp",
      name: `MCP protocol version ${MCP_PLANNED_PROTOCOL_VERSION}`,
      status: "planned",
      ...none,
      url: null,
      documentedIn: null,
      version: MCP_PLANNED_PROTOCOL_VERSION,
      notes:
        `Not served: the MCP SDK this server runs on does not implement it yet. ` +
        `An initialize naming it is answered with ${MCP_LATEST_PROTOCOL_VERSION}.`,
    },
    {
      id: "a2a",
      kind: "a2a",
      name: "A2A agent (read-only tasks)",
      status: "supported",
      host: "api",
      method: "POST",
      path: "/a2a/v1",
      url: `${api}/a2a/v1`,
      documentedIn: `${api}/.well-known/agent-card.json`,
      version: "1.0",
      notes:
        `JSON-RPC binding (SendMessage, GetTask, ListTasks, CancelTask; also the A2A 0.3 names message/send, tasks/get, ` +
        `tasks/cancel); ${A2A_VERSION_NOTE} OAuth token for ${api}/a2a/v1 required; skills: ${skillNames().join(", ")}.`,
    },
    {
      id: "oauth-authorization-server",
      kind: "http",
      name: "OAuth 2 authorization server for agents (code + PKCE, DPoP, dynamic registration)",
      status: "supported",
      host: "web",
      method: "GET",
      path: "/.well-known/oauth-authorization-server",
      url: `${base}/.well-known/oauth-authorization-server`,
      documentedIn: `${base}/.well-known/oauth-authorization-server`,
      version: null,
      notes:
        `RFC 8414 metadata; tokens for exactly one resource, ${api}/public/mcp or ${api}/a2a/v1 ` +
        `(RFC 8707, RFC 9728 metadata at ${api}/.well-known/oauth-protected-resource/...).`,
    },
    {
      id: "change-stream",
      kind: "sse",
      name: "Change stream (Server-Sent Events, record.version)",
      status: "supported",
      host: "web",
      method: "GET",
      path: "/api/network/changes/stream",
      url: `${base}/api/network/changes/stream`,
      documentedIn: `${base}/openapi.json`,
      version: null,
      notes: "Resume with Last-Event-ID.",
    },
    {
      id: "webhooks-endpoint-channel",
      kind: "webhook",
      name: "Webhooks to registered endpoints (x-svc-signature over the body)",
      status: "supported",
      host: "web",
      method: "POST",
      path: "/api/workspace/endpoints",
      url: `${base}/api/workspace/endpoints`,
      documentedIn: `${base}/openapi.json`,
      version: null,
      notes:
        "Registered by a workspace owner or admin (session). One attempt per event, 10 s, no redirect; every attempt " +
        "in the delivery log. Event types: witness.changed, control.witnessed, profile.viewed, monitoring.drift, " +
        "eu.rules.changed, eu.system.reclassified, request.received (a buyer's request, never the requester's address), " +
        "record.version (every version of the workspace's company record); profile.requested accepted, never sent.",
    },
    {
      id: "webhooks-alert-destinations",
      kind: "webhook",
      name: "Alert-destination deliveries (x-svc-timestamp, sha256= signature)",
      status: "supported",
      host: "web",
      method: "POST",
      path: "/api/workspace/alert-destinations",
      url: `${base}/api/workspace/alert-destinations`,
      documentedIn: `${base}/openapi.json`,
      version: null,
      notes:
        "Alerts: monitoring.drift, reading.failing (three failed readings of a company in a row, once a " +
        "streak), request.received, alert.test. Key derived per destination and generation; at most three " +
        "attempts within 15 s, one timestamp; after a rotation two signatures (new first) for seven days.",
    },
    {
      id: "agent-subscriptions",
      kind: "webhook",
      name: "Profile subscriptions (trust.posture.changed)",
      status: "supported",
      host: "api",
      method: "POST",
      path: "/public/trust/{slug}/agent-subscribe",
      url: null,
      documentedIn: `${base}/openapi.yaml`,
      version: "1.0",
      notes:
        "The webhook must echo a challenge first; the secret is returned once; up to three " +
        "attempts within 15 s; unsubscribe by the signed link in every delivery or by the secret.",
    },
    {
      id: "trust-ledger-token-v1",
      kind: "contract",
      name: "Trust Ledger Token, version 1",
      status: "experimental",
      ...none,
      url: `${base}/schemas/trust-ledger-token.v1.schema.json`,
      documentedIn: `${base}/openapi.yaml`,
      version: "1",
      notes:
        "tlt1. + base64url of RFC 8785 JSON: a witness statement and a signed log checkpoint " +
        "bound by an RFC 9162 inclusion proof. Test vectors in the repository (tests/vectors).",
    },
    {
      id: "claim-statement-v1",
      kind: "contract",
      name: "Claim statement, format 1 (who proved control of a domain, when and how)",
      status: "experimental",
      ...none,
      url: `${base}/schemas/claim-statement-payload.v1.schema.json`,
      documentedIn: `${base}/openapi.yaml`,
      version: "1",
      notes:
        "Signed by the witness key like a reading's statement and logged as entries of kind claim; a profile's " +
        "claim.verified.log_index names it, GET {api_url}/log/claims/{index} " +
        "answers its verification bundle, and svc verify --claim <index> checks it.",
    },
    {
      id: "cli",
      kind: "cli",
      name: "Command line client",
      status: "documented, not versioned",
      ...none,
      url: null,
      documentedIn: null,
      version: null,
      notes:
        "npx svc from a checkout. check, lint, verify, log, mirror, public-record, mcp-tools, guard, " +
        "declare, witness (an independent log witness that cosigns checkpoints); scan and eu are retired.",
    },
    {
      id: "badge-js",
      kind: "asset",
      name: "Embeddable badge script",
      status: "documented, not versioned",
      host: "web",
      method: "GET",
      path: "/badge.js",
      url: `${base}/badge.js`,
      documentedIn: null,
      version: null,
      notes: null,
    },
    {
      id: "markdown-twins",
      kind: "markdown",
      name: "Markdown twins of pages (/<page>.md or Accept: text/markdown)",
      status: "documented, not versioned",
      ...none,
      url: null,
      documentedIn: null,
      version: null,
      notes: null,
    },
    {
      id: "llms-txt",
      kind: "markdown",
      name: "Text twin of a published record",
      status: "documented, not versioned",
      host: "web",
      method: "GET",
      path: "/network/company/{slug}/llms.txt",
      url: null,
      documentedIn: null,
      version: null,
      notes: "404 for unpublished or unknown companies.",
    },
    {
      id: "eu-ai-act-api",
      kind: "http",
      name: "EU AI Act automation API (behind a session)",
      status: "experimental",
      host: "web",
      method: "GET",
      path: "/api/eu/systems",
      url: `${base}/api/eu/systems`,
      documentedIn: null,
      version: null,
      notes: "Session scoped; unsupported for integration.",
    },
  ];
}

export function listInterfaces(): z.infer<typeof InterfacesSchema> {
  const { BASE_URL: base, API_URL: api } = env();
  const served = servedRoutes();
  const routes = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.host} ${r.path}`));
  return {
    format: "svc.interfaces/1",
    statuses: STATUSES,
    documents: {
      webHost: `${base}/openapi.json`,
      worker: `${base}/openapi.yaml`,
      sectionCapabilities: `${base}/section-capabilities.json`,
      problems: `${base}/api/problems`,
    },
    interfaces: [
      ...served.map((r) => routeEntry(r, base, api)),
      ...otherInterfaces(base, api).filter((e) => !(SUPERSEDED_BY_ROUTE.has(e.id) && routes.has(`${e.method} ${e.host} ${e.path}`))),
    ],
  };
}
