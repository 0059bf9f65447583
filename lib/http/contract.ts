// A route's contract: the one description of a route that types its handler, validates its input and
// generates the OpenAPI documents and /interfaces.json. Each is written in <name>.contract.ts beside its
// handler module and listed once in the route table (lib/contracts/index.ts).
import { z } from "zod";
import type { CachePolicy } from "@/lib/http/cache";
import type { ScopedOperation } from "@/lib/vocabulary/scoped-operations";
import type { Role } from "@/lib/vocabulary/roles";
import type { PolicyName } from "@/lib/platform/ratelimit/policies";
import type { ErrorCode } from "@/lib/http/error-registry";

export type Host = "web" | "api";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type SupportStatus = "supported" | "documented, not versioned" | "deprecated" | "experimental" | "planned";
/**
 * Who may call a route; route() checks it before anything else of the request is read. A list means any
 * of them. "workspace-key": an API key bound to a key, or a session the web server forwards, with a DPoP
 * proof; "scoped-token": an st_ token for the contract's `scopedOperation`, with a DPoP proof; "ingest-key":
 * an unbound API key as a bearer token; "session": the web host's session cookie (writes same-origin only);
 * "oauth": an OAuth access token (the MCP and A2A endpoints verify it themselves, to answer in their protocol).
 */
export type AuthKind = "none" | "session" | "workspace-key" | "scoped-token" | "ingest-key" | "oauth" | LegacyAuthKind;
/** Names from before the kinds were split, still accepted: they stand for the lists in AUTH_ALIASES. */
type LegacyAuthKind = "workspace-credential" | "ingest-or-workspace-credential";
type PlainAuthKind = Exclude<AuthKind, LegacyAuthKind>;
/** A kind of credential a route accepts. */
export type CredentialKindName = Exclude<PlainAuthKind, "none">;

const AUTH_ALIASES: Record<LegacyAuthKind, PlainAuthKind[]> = {
  "workspace-credential": ["workspace-key", "scoped-token"],
  "ingest-or-workspace-credential": ["workspace-key", "scoped-token", "ingest-key"],
};

/** The credential kinds a contract accepts, in its order, without aliases; [] for an open route. */
export function authKinds(contract: Pick<RouteContract, "auth">): CredentialKindName[] {
  const given = contract.auth === undefined ? [] : typeof contract.auth === "string" ? [contract.auth] : [...contract.auth];
  const kinds = given
    .flatMap((k) => (k in AUTH_ALIASES ? AUTH_ALIASES[k as LegacyAuthKind] : [k as PlainAuthKind]))
    .filter((k): k is CredentialKindName => k !== "none");
  return [...new Set(kinds)];
}

/**
 * Who a limit counts: "address" the client's IP address, "network" its client network (an IPv4 address or
 * an IPv6 /64), "account" the client network together with the account named in the body (its `email`),
 * "key" the workspace of the calling credential (all its keys and tokens share one count), "token" the one
 * calling credential.
 */
export type LimitKey = "address" | "network" | "account" | "key" | "token";

export interface RateLimitSpec {
  /** Names in lib/platform/ratelimit/policies.ts; each policy's windows are spent in turn. */
  policy: PolicyName | readonly PolicyName[];
  key: LimitKey;
}

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
  headers?: Record<string, { description: string; schema?: z.ZodType }>;
}

export interface RouteContract<
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  host: Host;
  method: Method;
  /** OpenAPI form: /public/trust/{slug}. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  status: SupportStatus;
  auth?: AuthKind | readonly AuthKind[];
  /**
   * The least role (owner > admin > member) a signed-in caller needs in the current workspace (auth
   * "session"); below it, 403 `forbidden` naming both roles, before the request's input is read.
   */
  role?: Role;
  /** The one operation a scoped token must be minted for to reach this route (with auth "scoped-token"). */
  scopedOperation?: ScopedOperation;
  /** Only a scoped token the web server minted for a signed-in session, bound to the server's own key (the EU AI Act API). */
  serverMintedOnly?: boolean;
  /** A web-host form route open to anyone: writes same-origin only, and the signed-in user when there is one. */
  optionalSession?: boolean;
  /** The page a refused form post (application/x-www-form-urlencoded) returns to, with `?error=`. */
  formPage?: string;
  /** The limits route() spends for each request, after the credential and before the handler. */
  rateLimit?: RateLimitSpec;
  query?: Q;
  params?: P;
  body?: B;
  /** Request headers the route reads (documented; validated by the handler where it matters). */
  requestHeaders?: Record<string, { description: string; required?: boolean }>;
  responses: Record<number, ResponseSpec>;
  /** Error codes of the registry this route can answer with (rendered into the OpenAPI responses). */
  errors?: ErrorCode[];
  cache?: CachePolicy;
  /** problem: always RFC 9457; plain: always `{ error, message }`; negotiate: by Accept. */
  errorFormat?: "plain" | "problem" | "negotiate";
  /** Members every error body of this route carries (unless the error sets them), e.g. the profile's `deprecation`. */
  errorFields?: Record<string, unknown>;
  /** Also accept application/x-www-form-urlencoded bodies (pages whose forms work without JavaScript). */
  forms?: boolean;
  /** Largest request body accepted, in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** The code a body that fails its schema answers with (default: bad_request on the API host, invalid_request on the web host). */
  bodyErrorCode?: ErrorCode;
  /** Public cross-origin read (web host). Defaults to true for web routes with auth "none". */
  cors?: boolean;
  /**
   * Answered by our own server before Next (lib/transports/server/hot-reads.ts), through this route's own handler: for
   * the busiest public reads, whose time through Next's router was several times their own work.
   */
  hot?: boolean;
  /** A route that is not a JSON API (pages, scripts, images); still listed in the documents. */
  kind?: "api" | "page" | "asset";
}

/** Signed-in routes of a workspace: those that name no `role` need `member`. */
const WORKSPACE_PATH = /^\/api\/(workspace|eu)\//;

/** The least role a signed-in caller needs for this route (undefined: any signed-in account). */
export function roleOf(contract: Pick<RouteContract, "role" | "path" | "auth">): Role | undefined {
  if (contract.role) return contract.role;
  return authKinds(contract).includes("session") && WORKSPACE_PATH.test(contract.path) ? "member" : undefined;
}

export function defineRoute<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(contract: RouteContract<Q, P, B>): RouteContract<Q, P, B> {
  return contract;
}

/** A server-rendered page: listed in the web host's document and /interfaces.json as HTML. */
export function definePage(
  path: string,
  summary: string,
  operationId = `page${path.replace(/[^a-z]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
): RouteContract {
  return {
    operationId,
    host: "web",
    method: "GET",
    path,
    summary,
    tags: ["Pages"],
    status: "documented, not versioned",
    kind: "page",
    responses: { 200: { description: "HTML page.", contentType: "text/html", schema: z.string() } },
  };
}
