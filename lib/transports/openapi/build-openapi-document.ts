// Generates an OpenAPI 3.1 document from route contracts with zod-openapi: the same zod schemas that
// validate a handler's input and type its output become the document's parameters and components
// (schemas with `.meta({ id })` become named components). Nothing here is written by hand per route.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";
import { cacheControl } from "@/lib/http/cache";
import { authKinds, type CredentialKindName, type RouteContract } from "@/lib/http/contract";
import { contractPolicies } from "@/lib/http/rate-limit";
import { errorResponseGroups, isSessionWrite } from "@/lib/transports/openapi/error-responses";
import { IDEMPOTENCY_STATUS, SESSION_IDEMPOTENCY_KEY } from "@/lib/contracts/idempotency-headers";

const REQUEST_ID_HEADER = z.string().describe("The request id: yours when valid (20 to 200 characters), else a new one.");

const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "session",
    description: "The signed-in session cookie of the web host (httpOnly, Secure, SameSite=Lax).",
  },
  dpop: {
    type: "http",
    scheme: "DPoP",
    description: "RFC 9449: `Authorization: DPoP <token>` with one `DPoP` proof header, new for every request.",
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer <token>`: an ingest key (`tk_live_` without a bound key) or an unbound OAuth access token.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;

// Each credential kind of a contract, as the alternatives of an OpenAPI security requirement.
const SECURITY: Record<CredentialKindName, SchemeName[][]> = {
  session: [["session"]],
  "workspace-key": [["dpop"]],
  "scoped-token": [["dpop"]],
  "ingest-key": [["bearer"]],
  oauth: [["dpop"], ["bearer"]],
};

/** The contract's credentials as OpenAPI security requirements (alternatives, each listed once). */
export function securityOf(contract: Pick<RouteContract, "auth">): Record<string, string[]>[] {
  const alternatives = authKinds(contract).flatMap((k) => SECURITY[k]);
  const unique = [...new Map(alternatives.map((alt) => [alt.join("+"), alt])).values()];
  return unique.map((alt) => Object.fromEntries(alt.map((s) => [s, []])));
}

/** The `x-rate-limit` extension: who is counted and each policy's windows, as route() spends them. */
export function rateLimitOf(contract: Pick<RouteContract, "rateLimit">) {
  if (!contract.rateLimit) return undefined;
  return {
    key: contract.rateLimit.key,
    policies: contractPolicies(contract.rateLimit).map((p) => ({
      name: p.name,
      windows: p.windows.map((w) => ({ limit: w.limit, seconds: w.seconds })),
      retry_after: p.sendRetryAfter,
    })),
  };
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
  /** The contract changelog, linked as the document's externalDocs. */
  changelogUrl?: string;
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
      headers: headersObject(isSessionWrite(contract) && Number(status) < 400 ? { ...IDEMPOTENCY_STATUS, ...spec.headers } : spec.headers),
      ...(spec.schema || spec.contentType
        ? { content: { [spec.contentType ?? "application/json"]: spec.schema ? { schema: spec.schema } : {} } }
        : {}),
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
  const headerSpecs = isSessionWrite(contract)
    ? { "Idempotency-Key": SESSION_IDEMPOTENCY_KEY, ...contract.requestHeaders }
    : contract.requestHeaders;
  const requestHeaders = headerSpecs
    ? z.object(
        Object.fromEntries(
          Object.entries(headerSpecs).map(([n, h]) => [
            n,
            h.required ? z.string().describe(h.description) : z.string().optional().describe(h.description),
          ]),
        ),
      )
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
    security: securityOf(contract),
    ...(contract.rateLimit ? { "x-rate-limit": rateLimitOf(contract) } : {}),
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
  const used = new Set(contracts.flatMap((c) => securityOf(c).flatMap((req) => Object.keys(req) as SchemeName[])));
  const tags = [...new Set(contracts.flatMap((c) => c.tags))].sort().map((name) => ({ name }));
  return createDocument({
    openapi: "3.1.0",
    info: { title: info.title, version: info.version, description: info.description, ...info.extensions },
    servers: [{ url: info.serverUrl }],
    ...(info.changelogUrl
      ? {
          externalDocs: {
            description: "Contract changelog: every change with its date; breaking changes 90 days ahead.",
            url: info.changelogUrl,
          },
        }
      : {}),
    tags,
    paths,
    components: {
      securitySchemes: Object.fromEntries([...used].sort().map((name) => [name, SECURITY_SCHEMES[name]])),
    },
  });
}
