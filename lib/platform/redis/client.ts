// The shared store for counters and replay caches: Redis over RESP (REDIS_URL) or Upstash REST in
// production. Null when neither is configured; callers then count per instance, as the spec allows.
import { createHash } from "node:crypto";
import { Redis as UpstashRedis } from "@upstash/redis";
import IORedis from "ioredis";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { processSlot } from "@/lib/platform/process-state";

export interface SharedStore {
  /** What @upstash/ratelimit calls. */
  evalsha(sha: string, keys: string[], args: unknown[]): Promise<unknown>;
  eval(script: string, keys: string[], args: unknown[]): Promise<unknown>;
  /** SET key value NX PX ttl: true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Drops the connection (no reconnecting); the store is not used again. */
  close(): void;
}

const held = processSlot<SharedStore | null>("redis");

// Commands fail fast while the connection is down (no offline queue) so callers fall back at once; a command
// slower than REDIS_COMMAND_TIMEOUT_MS (250 ms) counts as failed too.
function fromIoredis(url: string): SharedStore {
  const client = new IORedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: env().REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let warned = false;
  client.on("error", (err) => {
    if (!warned) log("warn", "redis unavailable; counting per instance", { error: err.message });
    warned = true;
  });
  client.on("ready", () => {
    warned = false;
  });
  return ioredisStore(client);
}

// @upstash/ratelimit's scripts open with a Redis 7.4 shebang that Redis 7.0 refuses; strip it and let
// NOSCRIPT make the limiter send the stripped body (whose SHA differs from the precomputed one).
function stripShebang(script: string): string {
  return script.replace(/^#!lua[^\n]*\n/, "");
}

// A connection still opening (the first commands after start-up) is neither failed nor timed out:
// wait for it, at most one command timeout, rather than count those first requests per instance.
// A connection that was lost (reconnecting) fails fast as before.
async function whenOpening(client: IORedis): Promise<void> {
  if (client.status !== "connecting" && client.status !== "connect") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, env().REDIS_COMMAND_TIMEOUT_MS);
    client.once("ready", done);
  });
}

export function ioredisStore(client: IORedis): SharedStore {
  // Precomputed SHA (of the unstripped script) → SHA Redis knows the stripped script by.
  const shas = new Map<string, string>();
  return {
    async evalsha(sha, keys, args) {
      await whenOpening(client);
      const known = shas.get(sha);
      // Unknown here: answer NOSCRIPT so the limiter sends the body through eval().
      if (!known) throw new Error("NOSCRIPT No matching script");
      return client.evalsha(known, keys.length, ...keys, ...(args as (string | number)[]));
    },
    async eval(script, keys, args) {
      await whenOpening(client);
      const body = stripShebang(script);
      const out = await client.eval(body, keys.length, ...keys, ...(args as (string | number)[]));
      shas.set(createHash("sha1").update(script).digest("hex"), createHash("sha1").update(body).digest("hex"));
      return out;
    },
    async setIfAbsent(key, value, ttlMs) {
      await whenOpening(client);
      return (await client.set(key, value, "PX", ttlMs, "NX")) === "OK";
    },
    close: () => client.disconnect(),
  };
}

function fromUpstash(url: string, token: string): SharedStore {
  const client = new UpstashRedis({ url, token, automaticDeserialization: false });
  return {
    evalsha: (sha, keys, args) => client.evalsha(sha, keys, args),
    eval: (script, keys, args) => client.eval(script, keys, args),
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(key, value, { nx: true, px: ttlMs })) === "OK";
    },
    // REST: nothing stays open.
    close: () => {},
  };
}

export function sharedStore(): SharedStore | null {
  if (held.value === undefined) {
    const e = env();
    if (e.REDIS_URL) held.value = fromIoredis(e.REDIS_URL);
    else if (e.UPSTASH_REDIS_REST_URL && e.UPSTASH_REDIS_REST_TOKEN)
      held.value = fromUpstash(e.UPSTASH_REDIS_REST_URL, e.UPSTASH_REDIS_REST_TOKEN);
    else held.value = null;
  }
  return held.value;
}

/** Closes this process's store and forgets it, so the next use connects again to whatever REDIS_URL says then. */
export function closeSharedStore(): void {
  held.value?.close();
  held.value = undefined;
}
