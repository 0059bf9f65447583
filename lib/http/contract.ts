// A route's contract: the one description of a route that types its handler, validates its input and
// generates the OpenAPI documents and /interfaces.json.
import { z } from "zod";
import type { CachePolicy } from "./cache";
import type { ErrorCode } from "./error-registry";

export type Host = "web" | "api";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type SupportStatus = "supported" | "documented, not versioned" | "deprecated" | "experimental";
export type AuthKind = "none" | "session" | "workspace-credential" | "ingest-or-workspace-credential" | "oauth";

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
  auth?: AuthKind;
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
  /** Also accept application/x-www-form-urlencoded bodies (pages whose forms work without JavaScript). */
  forms?: boolean;
  /** Largest request body accepted, in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** The code a body that fails its schema answers with (default: bad_request on the API host, invalid_request on the web host). */
  bodyErrorCode?: ErrorCode;
  /** Public cross-origin read (web host). Defaults to true for web routes with auth "none". */
  cors?: boolean;
  /** A route that is not a JSON API (pages, scripts, images); still listed in the documents. */
  kind?: "api" | "page" | "asset";
}

export function defineRoute<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(contract: RouteContract<Q, P, B>): RouteContract<Q, P, B> {
  return contract;
}

/** A server-rendered page: listed in the web host's document and /interfaces.json as HTML. */
export function definePage(path: string, summary: string, operationId = `page${path.replace(/[^a-z]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`): RouteContract {
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
