// Refusals our own server makes before Next sees a request, for the faults Next cannot answer itself:
// a malformed percent-encoding crashes its router with a plain-text 500, a request in absolute form for
// another host would be redirected there, duplicate credential headers are silently folded to the
// first, and a method a path does not serve gets an empty 405 (or, on a page, the page). Every refusal is
// a registry error with X-Request-Id, like any other error of the service.
import type { IncomingMessage } from "node:http";
import { ALL_ROUTES } from "@/lib/contracts";
import { dpopChallenge } from "@/lib/http/www-authenticate";
import { env } from "@/lib/platform/env";
import { hostKind, type HostKind } from "@/lib/platform/hosts";
import { ApiError, type FieldError } from "@/lib/http/api-error";
import type { RouteContract } from "@/lib/http/contract";
import { unstorableText } from "@/lib/http/input";
import { errorBody, type ErrorFormat } from "@/lib/http/render-error";
import { requestIdFor } from "@/lib/http/request-id";
import { API_HOST_HEADERS } from "@/lib/http/api-host-headers";

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface PathRule {
  pattern: RegExp;
  contracts: RouteContract[];
}

let rules: Record<HostKind, PathRule[]> | undefined;

/** One matcher per distinct contract path of each host: `{slug}` stands for one path segment. */
function pathRules(): Record<HostKind, PathRule[]> {
  if (rules) return rules;
  const built: Record<HostKind, Map<string, PathRule>> = { web: new Map(), api: new Map() };
  for (const c of ALL_ROUTES) {
    const source =
      "^" +
      c.path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
        .join("[^/]+") +
      "/?$";
    const rule = built[c.host].get(source) ?? { pattern: new RegExp(source), contracts: [] };
    rule.contracts.push(c);
    built[c.host].set(source, rule);
  }
  rules = { web: [...built.web.values()], api: [...built.api.values()] };
  return rules;
}

type Allowed = { methods: string[]; contracts: RouteContract[] };

// Every request passes here, and testing each of the 154 contract paths showed in the profile read's CPU
// profile (docs/performance.md); reads repeat their paths, so answers are remembered. Bounded: a client
// sending endless distinct paths only empties it.
const ALLOWED_MEMO_MAX = 2_000;
const allowedMemo = new Map<string, Allowed>();

/** The methods a path answers on a host, HEAD with GET; empty when no contract names the path. */
export function allowedMethods(host: HostKind, path: string): Allowed {
  const key = `${host} ${path}`;
  const known = allowedMemo.get(key);
  if (known) return known;
  const contracts = pathRules()
    [host].filter((r) => r.pattern.test(path))
    .flatMap((r) => r.contracts);
  const methods = new Set<string>(contracts.map((c) => c.method));
  if (methods.has("GET")) methods.add("HEAD");
  const allowed = { methods: [...methods], contracts };
  if (allowedMemo.size >= ALLOWED_MEMO_MAX) allowedMemo.clear();
  allowedMemo.set(key, allowed);
  return allowed;
}

function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

/** Decodes one percent-encoded component; null when an escape is malformed or the bytes are not UTF-8. */
function decodeComponent(raw: string): string | null {
  if (/%(?![0-9a-fA-F]{2})/.test(raw)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function badComponent(raw: string, where: FieldError["in"], name: string): FieldError | null {
  const decoded = decodeComponent(raw);
  if (decoded === null)
    return {
      in: where,
      name,
      message: "Malformed percent-encoding: each % must start an escape of two hex digits that together spell UTF-8.",
    };
  const unstorable = unstorableText(decoded);
  return unstorable ? { in: where, name, message: unstorable } : null;
}

/** The first fault of the request target's path or query, naming the parameter. */
export function targetFault(target: string): FieldError | null {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  const pathFault = badComponent(path, "path", "(path)");
  if (pathFault) return pathFault;
  if (q === -1) return null;
  for (const pair of target.slice(q + 1).split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawName = (eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, " ");
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1).replace(/\+/g, " ");
    const name = decodeComponent(rawName);
    const shown = name !== null && unstorableText(name) === null ? name : rawName.slice(0, 100);
    const fault = badComponent(rawName, "query", shown) ?? badComponent(rawValue, "query", shown);
    if (fault) return fault;
  }
  return null;
}

function headerCount(req: IncomingMessage, name: string): number {
  let n = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === name) n++;
  return n;
}

// The request id is made only for a refusal: most requests pass, and a fresh id costs random bytes.
function render(err: ApiError, kind: HostKind, format: ErrorFormat, req: IncomingMessage): Refusal {
  const requestId = requestIdFor(typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : null);
  const headers: Record<string, string> = {
    "content-type": format === "problem" ? "application/problem+json" : "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-request-id": requestId,
    ...err.options.headers,
  };
  if (kind === "api") Object.assign(headers, API_HOST_HEADERS);
  return { status: err.status, headers, body: JSON.stringify(errorBody(err, format, requestId)) };
}

function wantsProblem(req: IncomingMessage): boolean {
  return /application\/problem\+json/i.test(String(req.headers.accept ?? ""));
}

/**
 * Checks a request before Next routes it. Returns the refusal to send, or null to go on; a request in
 * absolute form for one of our own hosts is rewritten to origin form (its host becomes the Host header).
 */
export function guardRequest(req: IncomingMessage): Refusal | null {
  const e = env();
  let target = req.url ?? "/";
  if (!target.startsWith("/")) {
    let absolute: URL | null;
    try {
      absolute = new URL(target);
    } catch {
      absolute = null;
    }
    const ours = absolute && [hostOf(e.BASE_URL), hostOf(e.API_URL)].includes(absolute.host.toLowerCase());
    if (!absolute || !ours) {
      const kind = hostKind(req.headers.host ?? null, e.BASE_URL, e.API_URL);
      const err = new ApiError(kind === "api" ? "bad_request" : "invalid_request", {
        message: "The request target names a host this service does not serve; send the path only, with a Host header for this service.",
        errors: [{ in: "path", name: "(request-target)", message: "Absolute form for another host." }],
      });
      return render(err, kind, kind === "api" || !wantsProblem(req) ? "plain" : "problem", req);
    }
    target = absolute.pathname + absolute.search;
    req.url = target;
    req.headers.host = absolute.host;
  }
  const kind = hostKind(req.headers.host ?? null, e.BASE_URL, e.API_URL);
  const invalid = kind === "api" ? "bad_request" : "invalid_request";
  // Refusals of bad input are problem documents on the web host whatever Accept says: the route that
  // would negotiate never ran. The API host's worker contract has plain `{ error, message }` bodies.
  const format: ErrorFormat = kind === "api" ? "plain" : "problem";

  const fault = targetFault(target);
  if (fault) {
    const where = fault.in === "path" ? "The path" : `Query parameter \`${fault.name}\``;
    return render(new ApiError(invalid, { message: `${where}: ${fault.message}`, errors: [fault] }), kind, format, req);
  }

  if (headerCount(req, "authorization") > 1) {
    const err = new ApiError(invalid, {
      message: "Send one Authorization header; this request has several.",
      errors: [{ in: "header", name: "Authorization", message: "Repeated header." }],
    });
    return render(err, kind, format, req);
  }
  if (headerCount(req, "dpop") > 1) {
    // RFC 9449 §4.3: a request with more than one DPoP header has no valid proof.
    const message = "Send exactly one DPoP proof header; this request has several.";
    const err = new ApiError("invalid_dpop_proof", {
      message,
      errors: [{ in: "header", name: "DPoP", message: "Repeated header." }],
      headers: { "www-authenticate": dpopChallenge("invalid_dpop_proof", message) },
    });
    return render(err, kind, format, req);
  }

  const method = (req.method ?? "GET").toUpperCase();
  if (method !== "OPTIONS") {
    const path = target.split("?")[0];
    const { methods, contracts } = allowedMethods(kind, path);
    if (methods.length > 0 && !methods.includes(method)) {
      const problem = kind === "web" && (wantsProblem(req) || contracts.some((c) => c.errorFormat === "problem"));
      const err = new ApiError("method_not_allowed", {
        message: `${method} is not answered at ${path}; use ${methods.join(" or ")}.`,
        headers: { allow: methods.join(", ") },
      });
      return render(err, kind, problem ? "problem" : "plain", req);
    }
  }
  return null;
}

/** The method of the request a refused packet starts, or null when the packet begins mid-request. */
function packetMethod(packet: Buffer | undefined): string | null {
  const start =
    packet
      ?.subarray(0, 32)
      .toString("latin1")
      .replace(/^(?:\r\n)+/, "") ?? "";
  return /^([A-Z]+) /.exec(start)?.[1] ?? null;
}

/**
 * The raw response for a request Node's parser refused before any handler (headers over 16 KiB, a
 * malformed request line): still a registry error with a request id, then the connection closes. A HEAD
 * answer carries no body (RFC 9110 §9.3.2), and neither does one whose method the packet no longer shows
 * (a head written in pieces): a body a HEAD client does not expect breaks its next read.
 */
export function parserRefusal(code: string | undefined, packet?: Buffer): string {
  const requestId = requestIdFor(null);
  const tooLarge = code === "HPE_HEADER_OVERFLOW";
  const err = tooLarge
    ? new ApiError("headers_too_large", { message: "The request line and headers are larger than 16 KiB; send long input in a body." })
    : new ApiError("invalid_request", { message: "The request could not be parsed as HTTP/1.1." });
  const method = packetMethod(packet);
  const body = method !== null && method !== "HEAD" ? JSON.stringify(errorBody(err, "plain", requestId)) : "";
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  return [
    `HTTP/1.1 ${err.status} ${reason}`,
    "content-type: application/json; charset=utf-8",
    "cache-control: no-store",
    `x-request-id: ${requestId}`,
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
    "",
    body,
  ].join("\r\n");
}
