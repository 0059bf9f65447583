// The route wrapper: request id, credentials, limits, input validation from the contract, error rendering
// and cache headers, written once. A handler receives one typed context and returns a Response, or a
// PlainAnswer (lib/http/plain-answer.ts) that our own server's hot reads can write without one.
import type { z } from "zod";
import { completeCredentialWrite, openCredentialWrite } from "@/lib/audit/credential-writes";
import type { WorkspaceAuth } from "@/lib/http/authenticate-workspace";
import { normaliseEmail } from "@/lib/auth/email-address";
import { isFormPost, seeOther, type SignedIn } from "@/lib/auth/signed-in";
import { sha256Hex } from "@/lib/auth/tokens";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { ApiError, asApiError } from "@/lib/http/api-error";
import { cacheControl } from "@/lib/http/cache";
import { clientIp, clientNetwork } from "@/lib/http/client-ip";
import { authKinds, type LimitKey, type RouteContract } from "@/lib/http/contract";
import { checkCredentials } from "@/lib/http/credentials";
import { spendContractLimits } from "@/lib/http/rate-limit";
import { storeUnavailable } from "@/lib/platform/db/store-unavailable";
import { DEFAULT_MAX_BODY, parseJsonBody, parseParams, queryObject, type InvalidCodes } from "@/lib/http/input";
import { isOk, toResponse, type AnyAnswer } from "@/lib/http/plain-answer";
import { errorResponse, type ErrorFormat } from "@/lib/http/render-error";
import { requestIdFor } from "@/lib/http/request-id";

// Non-distributive: a contract's optional `params?: P` is `P | undefined`, and the handler must still see
// z.infer<P> (never `| undefined`) when the contract declares the schema.
type Defined<T> = Exclude<T, undefined>;
type Infer<T> = [Defined<T>] extends [never] ? undefined : Defined<T> extends z.ZodType ? z.infer<Defined<T>> : undefined;

export interface RouteContext<C extends RouteContract> {
  /** The WHATWG Request; on a hot read (lib/transports/server/hot-reads.ts) it is made on first use. */
  req: Request;
  /** The request's headers (as req.headers), without making the Request. */
  headers: Headers;
  /** The URL as the client addressed it, on the public BASE_URL or API_URL (never the internal rewrite). */
  url: URL;
  requestId: string;
  query: Infer<C["query"]>;
  params: Infer<C["params"]>;
  body: Infer<C["body"]>;
  /** The exact body text (for request hashing); "" when the route takes no body. */
  rawBody: string;
  clientIp: string;
  clientNetwork: string;
  format: ErrorFormat;
  contract: C;
  /** The workspace credential that called (contracts with auth "workspace-key", "scoped-token" or "ingest-key"). */
  workspace?: WorkspaceAuth;
  /** The signed-in user (auth "session": always; `optionalSession`: when there is one). */
  signedIn?: SignedIn | null;
}

type SegmentContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * What the wrapper itself reads of a request. Next hands it a Request; our own server's hot reads give
 * the method, URL and headers and make the Request only if a handler asks for `ctx.req`.
 */
export interface RouteRequest {
  method: string;
  /** Absolute, as Request.url. */
  url: string;
  headers: Headers;
  request(): Request;
}

function fromRequest(req: Request): RouteRequest {
  return { method: req.method, url: req.url, headers: req.headers, request: () => req };
}

function errorFormat(contract: RouteContract, headers: Headers): ErrorFormat {
  const mode = contract.errorFormat ?? (contract.host === "api" ? "plain" : "negotiate");
  if (mode !== "negotiate") return mode;
  return /application\/problem\+json/i.test(headers.get("accept") ?? "") ? "problem" : "plain";
}

function invalidCodes(contract: RouteContract): InvalidCodes {
  return contract.host === "api"
    ? { missing: "bad_request", invalid: "bad_request" }
    : { missing: "missing_parameter", invalid: "invalid_request" };
}

export function publicUrl(req: { url: string }, host: RouteContract["host"]): URL {
  const incoming = new URL(req.url);
  const base = new URL(host === "api" ? env().API_URL : env().BASE_URL);
  return new URL(incoming.pathname.replace(/^\/worker-host(?=\/)/, "") + incoming.search, base);
}

export function requestIdOf(req: { headers: Headers }): string {
  return requestIdFor(req.headers.get("x-request-id"));
}

/** Seconds a client should wait after the store failed; the same figure the profile read sends. */
const STORE_RETRY_AFTER_S = 5;

/** Turns anything thrown into a rendered error; unexpected ones are logged with the request id only. */
export function renderThrown(err: unknown, format: ErrorFormat, requestId: string, where: string): Response {
  const refused = asApiError(err);
  if (refused) return errorResponse(refused, format, requestId);
  // The store failing is the service's trouble, not a bug in the request's path: 503 with a reason.
  const unavailable = storeUnavailable(err, {
    onlyKnown: true,
    where,
    requestId,
    message: "The service could not reach its own record just now. This says nothing about any company; retry later.",
    retryAfter: STORE_RETRY_AFTER_S,
  });
  if (unavailable) return errorResponse(asApiError(unavailable)!, format, requestId);
  log("error", "unhandled error", { requestId, where, error: err instanceof Error ? err.stack : String(err) });
  return errorResponse(
    new ApiError("internal_error", { message: `Unexpected server error. Quote request id ${requestId}.` }),
    format,
    requestId,
  );
}

/** The identifier a limit counts for its key kind. */
function limitIdentifier(key: LimitKey, ctx: RouteContext<RouteContract>): string {
  switch (key) {
    case "address":
      return ctx.clientIp;
    case "network":
      return ctx.clientNetwork;
    case "account": {
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      return `${ctx.clientNetwork}:${sha256Hex(normaliseEmail(typeof email === "string" ? email : ""))}`;
    }
    case "key":
      return ctx.workspace ? `ws:${ctx.workspace.workspaceId}` : `network:${ctx.clientNetwork}`;
    case "token":
      return ctx.workspace?.credentialRef ?? `network:${ctx.clientNetwork}`;
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Opens the audit row of a write with a workspace credential (lib/audit/credential-writes.ts). */
async function openWriteAudit(auth: WorkspaceAuth, method: string, path: string): Promise<bigint> {
  return openCredentialWrite(await getDb(), {
    workspaceId: auth.workspaceId,
    actorType: auth.credential.kind,
    actorId: auth.credential.id,
    credential: auth.credentialRef,
    method,
    path,
  });
}

/** Completes it with the answer. A failure here is logged, never answered: the write itself stands. */
async function completeWriteAudit(seq: bigint, res: AnyAnswer, requestId: string): Promise<void> {
  try {
    await completeCredentialWrite(await getDb(), seq, res.status, res.headers.get("idempotency-replayed") === "true");
  } catch (err) {
    log("error", "credential write audit row left without its status", { seq: String(seq), request_id: requestId, error: String(err) });
  }
}

/**
 * A refused form post goes back to its page with the message as `?error=`. The page may name the route's
 * path parameters (`/workspace/companies/{slug}`): the form goes back to the page it was posted from.
 */
async function formError(
  formPage: string,
  params: Record<string, string | string[] | undefined>,
  req: Request,
  res: AnyAnswer,
): Promise<AnyAnswer> {
  if (!isFormPost(req) || res.status < 400) return res;
  const body = (await toResponse(res)
    .json()
    .catch(() => null)) as { message?: string; detail?: string } | null;
  const page = formPage.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    return encodeURIComponent(typeof v === "string" ? v : "");
  });
  return seeOther(page, { error: body?.message ?? body?.detail ?? "The request failed." });
}

/**
 * The route wrapper. Steps, in this order: request id; method; credentials (contract.auth); limits
 * (contract.rateLimit; a limit keyed by account is spent once the body names the account); input (query,
 * path, body); handler; errors (rendered by the registry, credential writes audited, form posts sent back
 * to their page); cache headers.
 */
export function route<C extends RouteContract>(contract: C, handler: (ctx: RouteContext<C>) => Promise<AnyAnswer>) {
  const kinds = authKinds(contract);
  const limitFirst = contract.rateLimit && contract.rateLimit.key !== "account";
  const serve = async (req: RouteRequest, segment?: SegmentContext): Promise<AnyAnswer> => {
    const requestId = requestIdOf(req);
    const format = errorFormat(contract, req.headers);
    let res: AnyAnswer;
    let audited: bigint | null = null;
    let rawParams: Record<string, string | string[] | undefined> = {};
    try {
      const url = publicUrl(req, contract.host);
      if (req.method !== contract.method && !(req.method === "HEAD" && contract.method === "GET")) {
        throw new ApiError("method_not_allowed", {
          message: `${req.method} is not answered here; use ${contract.method}.`,
          headers: { allow: contract.method },
        });
      }
      const ctx = {
        get req() {
          return req.request();
        },
        headers: req.headers,
        url,
        requestId,
        rawBody: "",
        clientIp: clientIp(req.headers),
        clientNetwork: clientNetwork(req.headers),
        format,
        contract,
      } as RouteContext<C>;
      Object.assign(ctx, await checkCredentials(contract, kinds, ctx));
      // Every write with a workspace credential is audited, refused bodies included; reads are not. The row is
      // written before anything else of the request, so a write that cannot be audited changes nothing.
      if (ctx.workspace && !READS.has(req.method)) audited = await openWriteAudit(ctx.workspace, req.method, url.pathname);
      if (limitFirst) await spendContractLimits(contract.rateLimit!, limitIdentifier(contract.rateLimit!.key, ctx));
      const codes = invalidCodes(contract);
      ctx.query = (contract.query ? parseParams(contract.query, queryObject(url), "query", codes) : undefined) as Infer<C["query"]>;
      rawParams = (await segment?.params) ?? {};
      ctx.params = (contract.params ? parseParams(contract.params, rawParams, "path", codes) : undefined) as Infer<C["params"]>;
      if (contract.body) {
        const parsed = await parseJsonBody(
          req.request(),
          contract.body,
          contract.maxBodyBytes ?? DEFAULT_MAX_BODY,
          contract.bodyErrorCode ?? codes.invalid,
          contract.forms,
        );
        ctx.body = parsed.data as Infer<C["body"]>;
        ctx.rawBody = parsed.raw;
      }
      if (contract.rateLimit && !limitFirst) await spendContractLimits(contract.rateLimit, limitIdentifier("account", ctx));
      res = await handler(ctx);
      // A signed-in answer names the workspace it acted on (a person may belong to several).
      if (ctx.signedIn && !res.headers.has("workspace")) res.headers.set("workspace", ctx.signedIn.workspace.slug);
      if (!res.headers.has("cache-control")) {
        res.headers.set("cache-control", isOk(res) && contract.cache ? cacheControl(contract.cache) : "no-store");
      }
    } catch (err) {
      const refused = contract.errorFields ? asApiError(err) : null;
      const withFields = refused
        ? new ApiError(refused.code, { ...refused.options, extra: { ...contract.errorFields, ...refused.options.extra } })
        : err;
      res = renderThrown(withFields, format, requestId, contract.operationId);
    }
    if (audited !== null) await completeWriteAudit(audited, res, requestId);
    return contract.formPage ? formError(contract.formPage, rawParams, req.request(), res) : res;
  };
  /** The handler Next calls; `serve` is the same without the WHATWG Request and Response (hot reads). */
  const handle = async (req: Request, segment?: SegmentContext): Promise<Response> => toResponse(await serve(fromRequest(req), segment));
  return Object.assign(handle, { serve });
}
