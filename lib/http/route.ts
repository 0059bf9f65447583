// The route wrapper: request id, input validation from the contract, error rendering and cache
// headers, written once. A handler receives one typed context and returns a Response.
import type { z } from "zod";
import { env } from "../env";
import { log } from "../log";
import { ApiError, isApiError } from "./api-error";
import { cacheControl } from "./cache";
import { clientIp, clientNetwork } from "./client-ip";
import type { RouteContract } from "./contract";
import { DEFAULT_MAX_BODY, parseJsonBody, parseParams, queryObject, type InvalidCodes } from "./input";
import { errorResponse, type ErrorFormat } from "./render-error";
import { requestIdFor } from "./request-id";

// Non-distributive: a contract's optional `params?: P` is `P | undefined`, and the handler must still see
// z.infer<P> (never `| undefined`) when the contract declares the schema.
type Defined<T> = Exclude<T, undefined>;
type Infer<T> = [Defined<T>] extends [never] ? undefined : Defined<T> extends z.ZodType ? z.infer<Defined<T>> : undefined;

export interface RouteContext<C extends RouteContract> {
  req: Request;
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
}

type SegmentContext = { params: Promise<Record<string, string | string[] | undefined>> };

function errorFormat(contract: RouteContract, req: Request): ErrorFormat {
  const mode = contract.errorFormat ?? (contract.host === "api" ? "plain" : "negotiate");
  if (mode !== "negotiate") return mode;
  return /application\/problem\+json/i.test(req.headers.get("accept") ?? "") ? "problem" : "plain";
}

function invalidCodes(contract: RouteContract): InvalidCodes {
  return contract.host === "api" ? { missing: "bad_request", invalid: "bad_request" } : { missing: "missing_parameter", invalid: "invalid_request" };
}

export function publicUrl(req: Request, host: RouteContract["host"]): URL {
  const incoming = new URL(req.url);
  const base = new URL(host === "api" ? env().API_URL : env().BASE_URL);
  return new URL(incoming.pathname.replace(/^\/worker-host(?=\/)/, "") + incoming.search, base);
}

export function requestIdOf(req: Request): string {
  return requestIdFor(req.headers.get("x-request-id"));
}

/** Turns anything thrown into a rendered error; unexpected ones are logged with the request id only. */
export function renderThrown(err: unknown, format: ErrorFormat, requestId: string, where: string): Response {
  if (isApiError(err)) return errorResponse(err, format, requestId);
  log("error", "unhandled error", { requestId, where, error: err instanceof Error ? err.stack : String(err) });
  return errorResponse(new ApiError("internal_error", { message: `Unexpected server error. Quote request id ${requestId}.` }), format, requestId);
}

export function route<C extends RouteContract>(contract: C, handler: (ctx: RouteContext<C>) => Promise<Response>) {
  return async (req: Request, segment?: SegmentContext): Promise<Response> => {
    const requestId = requestIdOf(req);
    const format = errorFormat(contract, req);
    let res: Response;
    try {
      const url = publicUrl(req, contract.host);
      const codes = invalidCodes(contract);
      const query = contract.query ? parseParams(contract.query, queryObject(url), "query", codes) : undefined;
      const rawParams = (await segment?.params) ?? {};
      const params = contract.params ? parseParams(contract.params, rawParams, "path", codes) : undefined;
      let body: unknown;
      let rawBody = "";
      if (contract.body) {
        const parsed = await parseJsonBody(req, contract.body, contract.maxBodyBytes ?? DEFAULT_MAX_BODY, contract.bodyErrorCode ?? codes.invalid, contract.forms);
        body = parsed.data;
        rawBody = parsed.raw;
      }
      res = await handler({
        req,
        url,
        requestId,
        query: query as Infer<C["query"]>,
        params: params as Infer<C["params"]>,
        body: body as Infer<C["body"]>,
        rawBody,
        clientIp: clientIp(req.headers),
        clientNetwork: clientNetwork(req.headers),
        format,
        contract,
      });
      if (!res.headers.has("cache-control")) {
        res.headers.set("cache-control", res.ok && contract.cache ? cacheControl(contract.cache) : "no-store");
      }
    } catch (err) {
      res = renderThrown(err, format, requestId, contract.operationId);
    }
    return res;
  };
}
