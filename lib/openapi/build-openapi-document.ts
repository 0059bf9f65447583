// Generates an OpenAPI 3.1 document from route contracts with zod-openapi: the same zod schemas that
// validate a handler's input and type its output become the document's parameters and components
// (schemas with `.meta({ id })` become named components). Nothing here is written by hand per route.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";
import { cacheControl } from "@/lib/http/cache";
import type { AuthKind, RouteContract } from "@/lib/http/contract";
import { errorResponseGroups } from "./error-responses";

const REQUEST_ID_HEADER = z.string().describe("The request id: yours when valid (20 to 200 characters), else a new one.");

const SECURITY_SCHEMES = {
  session: { type: "apiKey", in: "cookie", name: "session", description: "The signed-in session cookie of the web host (httpOnly, Secure, SameSite=Lax)." },
  dpop: { type: "http", scheme: "DPoP", description: "RFC 9449: `Authorization: DPoP <token>` with one `DPoP` proof header, new for every request." },
  bearer: { type: "http", scheme: "bearer", description: "`Authorization: Bearer <token>`: an ingest key (`tk_live_` without a bound key) or an unbound OAuth access token." },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;

const SECURITY: Record<Exclude<AuthKind, "none">, SchemeName[][]> = {
  session: [["session"]],
  "workspace-credential": [["dpop"]],
  "ingest-or-workspace-credential": [["dpop"], ["bearer"]],
  oauth: [["dpop"], ["bearer"]],
};

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
  extensions?: Record<`x-${string}`, unknown>;
}

function headersObject(headers: Record<string, { description: string; schema?: z.ZodType }> = {}) {
  const shape: Record<string, z.ZodType> = { "X-Request-Id": REQUEST_ID_HEADER };
  for (const [name, h] of Object.entries(headers)) shape[name] = (h.schema ?? z.string()).describe(h.description);
  return z.object(shape);
}

function operation(contract: RouteContract): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, spec] of Object.entries(contract.responses)) {
    responses[status] = {
      description: spec.description,
      headers: headersObject(spec.headers),
      ...(spec.schema || spec.contentType ? { content: { [spec.contentType ?? "application/json"]: spec.schema ? { schema: spec.schema } : {} } } : {}),
    };
  }
  for (const group of errorResponseGroups(contract)) {
    const explicit = contract.responses[group.status];
    responses[String(group.status)] = {
      description: explicit ? `${explicit.description} ${group.description}` : group.description,
      headers: headersObject(explicit?.headers),
      content: group.content,
      "x-error-codes": group.codes,
    } as ZodOpenApiResponseObject;
  }
  const requestHeaders = contract.requestHeaders
    ? z.object(Object.fromEntries(Object.entries(contract.requestHeaders).map(([n, h]) => [n, h.required ? z.string().describe(h.description) : z.string().optional().describe(h.description)])))
    : undefined;
  const op: ZodOpenApiOperationObject & Record<`x-${string}`, unknown> = {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: contract.tags,
    requestParams: {
      ...(contract.query ? { query: contract.query } : {}),
      ...(contract.params ? { path: contract.params } : {}),
      ...(requestHeaders ? { header: requestHeaders } : {}),
    },
    ...(contract.body ? { requestBody: { required: true, content: { "application/json": { schema: contract.body } } } } : {}),
    responses,
    ...(contract.status === "deprecated" ? { deprecated: true } : {}),
    security: contract.auth && contract.auth !== "none" ? SECURITY[contract.auth].map((alts) => Object.fromEntries(alts.map((s) => [s, []]))) : [],
    "x-support-status": contract.status,
    ...(contract.cache ? { "x-cache-control": cacheControl(contract.cache) } : {}),
  };
  return op;
}

export function buildOpenApiDocument(contracts: readonly RouteContract[], info: DocumentInfo) {
  const paths: ZodOpenApiPathsObject = {};
  const sorted = [...contracts].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
  for (const c of sorted) {
    paths[c.path] ??= {};
    (paths[c.path] as Record<string, ZodOpenApiOperationObject>)[c.method.toLowerCase()] = operation(c);
  }
  const used = new Set(contracts.flatMap((c) => (c.auth && c.auth !== "none" ? SECURITY[c.auth].flat() : [])));
  const tags = [...new Set(contracts.flatMap((c) => c.tags))].sort().map((name) => ({ name }));
  return createDocument({
    openapi: "3.1.0",
    info: { title: info.title, version: info.version, description: info.description, ...info.extensions },
    servers: [{ url: info.serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: Object.fromEntries([...used].sort().map((name) => [name, SECURITY_SCHEMES[name]])),
    },
  });
}
