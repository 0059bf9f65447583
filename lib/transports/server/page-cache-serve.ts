// The page cache in our own server (lib/transports/server/start.ts), in front of Next (docs/pages.md, Page cache). A public
// page asked for by a request that carries nothing personal is rendered by Next once, kept with the
// versions of the tags it shows (tags.ts, tag-versions.ts), and answered from memory or Redis until one of
// those tags is bumped by a commit. A hit is answered here, without Next, with what makes each answer its
// own: a fresh request id, the continued trace context, a fresh CSP nonce (the kept body has slots where
// Next put the nonce), the Cache-Control of the spec's table, and a weak ETag of the content (304 when the
// client holds it).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { hostKind } from "@/lib/platform/hosts";
import { continueTraceparent, requestIdFor } from "@/lib/http/request-id";
import { markdownTarget } from "@/lib/transports/middleware/markdown-twin";
import { newNonce } from "@/lib/transports/middleware/security-headers";
import { findPage, keepPage, type PageEntry } from "@/lib/platform/page-cache/store";
import { pageTags } from "@/lib/platform/page-cache/tags";
import { pageVersions } from "@/lib/platform/page-cache/tag-versions";
import { compressAnswer } from "@/lib/http/compression";

export interface CacheablePage {
  key: string;
  tags: string[];
}

/** Says how the page cache answered a cacheable address: from the cache, or rendered by Next. */
export const PAGE_CACHE_HEADER = "x-page-cache";

// Requests of the client router (an RSC payload, a prefetch) are Next's own: never kept.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];
// Not kept with an entry: per request, per connection, or the framing of one answer.
const NOT_KEPT = new Set([
  "x-request-id",
  "traceparent",
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  PAGE_CACHE_HEADER,
]);
const KEPT_TYPES = /^text\/(html|markdown|plain)\b/;
const MAX_BODY = 2 * 1024 * 1024;

function one(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * The cache key and tags of this request, or null: Next renders it as before. Only GET and HEAD of a
 * listed public address on the web host, with no cookie and no credential (whatever a signed-in visitor
 * asks for is rendered for them alone), and not the client router's own requests.
 */
export function cacheablePage(req: IncomingMessage): CacheablePage | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const e = env();
  if (e.PAGE_CACHE === "off") return null;
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  if (hostKind(one(req.headers.host), e.BASE_URL, e.API_URL) !== "web") return null;
  const target = req.url ?? "/";
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  const search = new URLSearchParams(q === -1 ? "" : target.slice(q + 1));
  if (search.has("_rsc")) return null;
  const tags = pageTags(path, search);
  if (!tags) return null;
  const variant = markdownTarget(path, one(req.headers.accept)) === null ? "html" : "md";
  return { key: `${variant} ${target}`, tags };
}

/**
 * Answers from the cache, or hands the request to Next (`toNext`) and keeps what it renders. `toNext`
 * calls its argument once Next's answer can be captured (after the compression wrapper, before Next).
 */
export function servePage(req: IncomingMessage, res: ServerResponse, page: CacheablePage, toNext: (beforeNext?: () => void) => void): void {
  void (async () => {
    let versions: number[];
    try {
      versions = await pageVersions(await getDb(), page.tags);
    } catch {
      // The database cannot say what is current: nothing is served from the cache, Next renders (and
      // answers the read failure as the page does).
      return toNext();
    }
    let hit = await findPage(page.key, versions);
    // The same page being rendered here already (a burst after a change): wait for that render, at most
    // a few seconds, rather than render it once per request.
    const flight = rendering.get(flightKey(page.key, versions));
    if (!hit && flight) {
      await flight;
      hit = await findPage(page.key, versions);
    }
    if (hit) return sendEntry(req, res, hit);
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    if (req.method === "HEAD") return toNext();
    toNext(() => capture(res, page.key, versions));
  })().catch(() => {
    if (!res.headersSent) toNext();
  });
}

function chunkBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

// Renders under way in this process, by key and versions: settled when the answer is kept (or not).
const rendering = new Map<string, Promise<void>>();
const FLIGHT_WAIT_MS = 5_000;

function flightKey(key: string, versions: number[]): string {
  return `${versions.join(".")} ${key}`;
}

/** Records the answer Next writes (before compression) and keeps it when it is a whole public 200. */
function capture(res: ServerResponse, key: string, versions: number[]): void {
  const flight = flightKey(key, versions);
  let settle = () => {};
  if (!rendering.has(flight)) {
    const done = new Promise<void>((resolve) => (settle = resolve));
    const timer = setTimeout(() => settle(), FLIGHT_WAIT_MS);
    timer.unref();
    rendering.set(flight, done);
    void done.then(() => {
      clearTimeout(timer);
      rendering.delete(flight);
    });
    res.once("close", () => settle());
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const take = (chunk: unknown, encoding: unknown) => {
    const buf = chunkBuffer(chunk, encoding);
    if (!buf || tooBig) return;
    size += buf.length;
    if (size > MAX_BODY) tooBig = true;
    else chunks.push(buf);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    take(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") take(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.once("finish", () => {
    if (tooBig || res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
    if (!KEPT_TYPES.test(String(res.getHeader("content-type") ?? ""))) return;
    const policy = String(res.getHeader("content-security-policy") ?? "");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const text = Buffer.concat(chunks).toString("utf8");
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || NOT_KEPT.has(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    const body = nonce ? text.split(nonce) : [text];
    const etag = `W/"${createHash("sha256").update(body.join("")).digest("base64url").slice(0, 27)}"`;
    void keepPage(key, {
      status: 200,
      headers,
      policy: policy ? (nonce ? policy.split(nonce) : [policy]) : [],
      body,
      etag,
      versions,
    }).finally(settle);
  });
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => {
    const v = t.trim();
    return v === "*" || v.replace(/^W\//, "") === bare;
  });
}

function sendEntry(req: IncomingMessage, res: ServerResponse, entry: PageEntry): void {
  const nonce = newNonce();
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  const requestId = requestIdFor(one(req.headers["x-request-id"]));
  const traceparent = continueTraceparent(one(req.headers.traceparent));
  res.setHeader("x-request-id", requestId);
  if (traceparent) res.setHeader("traceparent", traceparent);
  res.setHeader("etag", entry.etag);
  res.setHeader(PAGE_CACHE_HEADER, "hit");
  if (matches(one(req.headers["if-none-match"]), entry.etag)) {
    // The client keeps its copy and the policy that came with it (its nonce is the one in that copy).
    res.removeHeader("content-type");
    res.statusCode = 304;
    res.end();
    return;
  }
  if (entry.policy.length) res.setHeader("content-security-policy", entry.policy.join(nonce));
  res.statusCode = entry.status;
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const body = entry.body.length === 1 ? entry.body[0] : entry.body.join(nonce);
  if (req.headers["accept-encoding"] === undefined) {
    res.end(body);
    return;
  }
  // As Next's answers are compressed (lib/transports/server/start.ts applies the same middleware to them).
  compressAnswer(req, res);
  res.cork();
  res.write(body);
  res.end();
  process.nextTick(() => res.uncork());
}
