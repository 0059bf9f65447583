// The two published contracts: every web host route in /openapi.json, every API host route (the
// worker contract, version 1.0, released 2026-08-22) in /openapi.yaml. Both are generated from
// ALL_ROUTES, so a route added anywhere joins its document in the same change.
import { stringify } from "yaml";
import { env } from "@/lib/platform/env";
import type { Host, RouteContract } from "@/lib/http/contract";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-openapi-document";
import { servedRoutes } from "@/lib/transports/openapi/served-routes";

export const WORKER_CONTRACT_VERSION = "1.0";
export const WORKER_CONTRACT_RELEASED = "2026-08-22";

export function routesOf(host: Host, routes: readonly RouteContract[] = servedRoutes()): RouteContract[] {
  return routes.filter((r) => r.host === host);
}

const cache = new Map<string, unknown>();

function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

export function webHostDocument() {
  const { BASE_URL, API_URL } = env();
  return memo(`web:${BASE_URL}:${routesOf("web").length}`, () =>
    buildOpenApiDocument(routesOf("web"), {
      title: "Public Trust Network: web host",
      version: "2",
      description:
        "Public reads of the Public Trust Network on the web host (no key). " +
        "The network profile contract is version 2 (see `Svc-Contract`). " +
        `The API host's worker contract is at ${BASE_URL}/openapi.yaml; every ` +
        `interface and its support status is listed at ${BASE_URL}/interfaces.json. ` +
        `The service witnesses and dates facts only; it never grades, rates, scores, ranks or certifies a ` +
        `company. API host: ${API_URL}; its MCP server is \`POST ${API_URL}/public/mcp\` (see ${BASE_URL}/mcp).`,
      serverUrl: BASE_URL,
      changelogUrl: `${BASE_URL}/api/changelog`,
    }),
  );
}

export function workerDocument() {
  const { BASE_URL, API_URL } = env();
  return memo(`api:${API_URL}`, () =>
    buildOpenApiDocument(routesOf("api"), {
      title: "Public Trust Network: worker contract",
      version: WORKER_CONTRACT_VERSION,
      description:
        `The API host's routes (\`/public/...\`, \`/v1/...\`, \`/a2a/v1\`, \`/.well-known/...\`). ` +
        `Version ${WORKER_CONTRACT_VERSION} (pre-launch), released ${WORKER_CONTRACT_RELEASED}. ` +
        `Times are integer epoch milliseconds. Every response carries \`X-Svc-OS-Disclaimer\` ` +
        `and \`X-Svc-Automation\`. Web host contract: ${BASE_URL}/openapi.json. ` +
        `MCP server (streamable HTTP, read-only tools): \`POST ${API_URL}/public/mcp\`; how to add it to an MCP client: ${BASE_URL}/mcp.`,
      serverUrl: API_URL,
      changelogUrl: `${BASE_URL}/api/changelog`,
      extensions: { "x-released": WORKER_CONTRACT_RELEASED },
    }),
  );
}

export function workerDocumentYaml(): string {
  return memo(`api-yaml:${env().API_URL}`, () => stringify(workerDocument(), { aliasDuplicateObjects: false }));
}
