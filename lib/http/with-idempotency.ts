// Idempotency for every state-changing call of the API host, in the database so it holds across
// instances. Wrap a handler's work: withIdempotency(ctx, scope, () => run()). The scope is whoever owns
// the key: a credential id for authenticated calls, anonymousScope(ctx) (the client network) for public
// ones. The unique (scope, key) index decides races: whoever inserts the "running" row runs; everyone
// else replays the stored answer, or is refused while it runs (429 busy) or when the request differs (422).
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import type { ErrorFormat } from "@/lib/http/render-error";
import { renderThrown } from "@/lib/http/route";
import { log } from "@/lib/platform/log";
import { processSlot } from "@/lib/platform/process-state";
import { idempotencyKeyOf, requestFingerprint } from "@/lib/idempotency/idempotency-key";
import { IDEMPOTENCY_TTL_MS, NOT_KEPT_STATUSES } from "@/lib/vocabulary/idempotency-rules";
import { clock } from "@/lib/platform/clock";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";

/** A "running" row older than this belongs to a request that died; it no longer blocks the key. */
export const RUNNING_LEASE_MS = 5 * 60 * 1000;
export const REPLAYED_HEADER = "Idempotency-Replayed";
const NOT_KEPT = new Set<number>(NOT_KEPT_STATUSES);
const PURGE_EVERY_MS = 60_000;
const lastPurge = processSlot<number>("idempotency-purge");
// A kept answer may carry a secret shown once (an API key, a token, a webhook signing secret), so the
// stored answer (headers and body) is sealed with MASTER_KEY, bound to its row; nothing readable rests.
const SEALED_PREFIX = "sealed:";
const sealPurpose = (rowId: string) => `svc-idempotency-answer-v1:${rowId}`;

type StoredAnswer = { headers: Record<string, string>; body: string };

function sealAnswer(rowId: string, answer: StoredAnswer): string {
  return SEALED_PREFIX + sealSecret(JSON.stringify(answer), sealPurpose(rowId));
}

function openAnswer(rowId: string, stored: { headers: unknown; body: string | null }): StoredAnswer {
  const body = stored.body ?? "";
  if (!body.startsWith(SEALED_PREFIX)) return { headers: (stored.headers ?? {}) as Record<string, string>, body };
  return JSON.parse(openSecret(body.slice(SEALED_PREFIX.length), sealPurpose(rowId))) as StoredAnswer;
}

export interface IdempotencyContext {
  req: Request;
  url: URL;
  rawBody: string;
  requestId: string;
  format: ErrorFormat;
  clientNetwork: string;
}

export interface IdempotencyOptions {
  now?: () => Date;
}

/** The scope of a key sent without a credential: the client network (IPv4 address or IPv6 /64). */
export function anonymousScope(ctx: Pick<IdempotencyContext, "clientNetwork">): string {
  return `net:${ctx.clientNetwork}`;
}

function isKept(status: number): boolean {
  return status < 500 && !NOT_KEPT.has(status);
}

type Claim = { kind: "run"; id: string } | { kind: "replay"; status: number; headers: Record<string, string>; body: string };

async function claim(db: Db, scope: string, key: string, hash: string, now: Date): Promise<Claim> {
  // Three rounds cover "deleted (expired or abandoned) between our insert and our read".
  for (let round = 0; round < 3; round++) {
    const id = randomUUID();
    const { count } = await db.idempotencyRecord.createMany({
      data: [
        { id, scope, key, requestHash: hash, state: "running", createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
      ],
      skipDuplicates: true,
    });
    if (count === 1) return { kind: "run", id };
    const existing = await db.idempotencyRecord.findUnique({ where: { scope_key: { scope, key } } });
    if (!existing) continue;
    const abandoned = existing.state === "running" && existing.createdAt.getTime() <= now.getTime() - RUNNING_LEASE_MS;
    if (existing.expiresAt <= now || abandoned) {
      // Conditional on what we saw, so two reclaimers cannot delete each other's fresh row.
      await db.idempotencyRecord.deleteMany({ where: { id: existing.id, state: existing.state, createdAt: existing.createdAt } });
      continue;
    }
    if (existing.requestHash !== hash) {
      throw new ApiError("idempotency_key_reused", {
        message: "This Idempotency-Key was first used with a different request (method, path or body). Use a new key for a new request.",
      });
    }
    if (existing.state !== "done" || existing.status === null) {
      throw new ApiError("busy", {
        message: "The first request with this Idempotency-Key is still running. Retry shortly to receive its answer.",
        retryAfter: 1,
      });
    }
    return { kind: "replay", status: existing.status, ...openAnswer(existing.id, existing) };
  }
  throw new ApiError("busy", { message: "This Idempotency-Key is changing hands; retry shortly.", retryAfter: 1 });
}

function purgeExpiredNowAndThen(db: Db, now: Date): void {
  if ((lastPurge.value ?? 0) > now.getTime() - PURGE_EVERY_MS) return;
  lastPurge.value = now.getTime();
  db.idempotencyRecord
    .deleteMany({ where: { expiresAt: { lte: now } } })
    .catch((err) => log("warn", "idempotency purge failed", { error: String(err) }));
}

export async function withIdempotency(
  ctx: IdempotencyContext,
  scope: string,
  run: () => Promise<Response>,
  { now = () => clock().now() }: IdempotencyOptions = {},
): Promise<Response> {
  const key = idempotencyKeyOf(ctx.req);
  if (key === null) return run();
  const db = await getDb();
  const started = now();
  purgeExpiredNowAndThen(db, started);
  const claimed = await claim(db, scope, key, requestFingerprint(ctx.req.method, ctx.url, ctx.rawBody), started);
  if (claimed.kind === "replay") {
    const headers = new Headers(claimed.headers);
    headers.set(REPLAYED_HEADER, "true");
    return new Response(claimed.status === 204 || claimed.status === 304 ? null : claimed.body, { status: claimed.status, headers });
  }

  let res: Response;
  try {
    res = await run();
  } catch (err) {
    res = renderThrown(err, ctx.format, ctx.requestId, `idempotent ${ctx.req.method} ${ctx.url.pathname}`);
  }
  const body = await res.text();
  const headers = Object.fromEntries(res.headers);
  try {
    if (isKept(res.status)) {
      const sealed = sealAnswer(claimed.id, { headers, body });
      await db.idempotencyRecord.update({
        where: { id: claimed.id },
        data: { state: "done", status: res.status, headers: {}, body: sealed },
      });
    } else {
      await db.idempotencyRecord.deleteMany({ where: { id: claimed.id } });
    }
  } catch (err) {
    // The work is done; the answer still goes out. The row stays "running" until its lease ends.
    log("error", "idempotency record not saved", { requestId: ctx.requestId, error: String(err) });
  }
  return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, headers });
}
