// The credential the web server forwards EU AI Act calls with: a scoped token for one operation, minted
// server-side for the signed-in session and bound to the server's own key, so only this server's proofs
// make it usable; the session cookie never leaves the web host. Tokens are reused per (session, operation)
// until 5 minutes before they expire, rather than minting one per request; a token dies with its session.
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { processSlot } from "@/lib/platform/process-state";
import type { ServerOperation } from "@/lib/auth/operations";
import { mintScopedToken, SCOPED_TTL_MIN_MINUTES } from "@/lib/auth/scoped-tokens";
import { serverKey } from "@/lib/auth/server-key";
import type { SignedIn } from "@/lib/http/session-route";

const REUSE_MARGIN_MS = 5 * 60_000;
const MAX_CACHED = 10_000;
type Cache = Map<string, { token: string; expiresAt: number }>;
const held = processSlot<Cache>("server-scoped-tokens");

function cache(): Cache {
  return (held.value ??= new Map());
}

export async function serverScopedToken(me: SignedIn, operation: ServerOperation): Promise<string> {
  const now = clock().nowMs();
  const tokens = cache();
  const key = `${me.session.id}\n${operation}`;
  const held = tokens.get(key);
  if (held && held.expiresAt - REUSE_MARGIN_MS > now) return held.token;
  if (tokens.size >= MAX_CACHED) for (const [k, v] of tokens) if (v.expiresAt - REUSE_MARGIN_MS <= now) tokens.delete(k);
  const minted = await mintScopedToken(await getDb(), {
    workspaceId: me.workspace.id,
    operation,
    dpopJkt: (await serverKey()).jkt,
    ttlMinutes: SCOPED_TTL_MIN_MINUTES,
    parent: { kind: "session", id: me.session.id },
    now: clock().now(),
  });
  if (tokens.size < MAX_CACHED) tokens.set(key, { token: minted.token, expiresAt: minted.expiresAt.getTime() });
  return minted.token;
}
