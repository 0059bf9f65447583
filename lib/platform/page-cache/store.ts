// Where rendered pages are kept: this process's memory (a bounded LRU) and, with REDIS_URL set, one Redis
// shared by every instance, so a page rendered on one instance is served by all. Neither is trusted for
// freshness: an entry records the tag versions it was rendered at, and is served only while the database
// still holds exactly those (tag-versions.ts). Redis down: each instance keeps and serves its own entries,
// still checked against the database on every hit. Keys carry the build id and the database's cache epoch,
// so another deployment, or a database made anew at the same address, never meets an old entry.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { env } from "@/lib/platform/env";
import { sharedStore } from "@/lib/platform/redis/client";
import { processSlot } from "@/lib/platform/process-state";

export interface PageEntry {
  status: number;
  /** The answer's headers as Next sent them, less the per-request and framing ones. */
  headers: [string, string][];
  /** The Content-Security-Policy, split where the nonce went (empty: none). */
  policy: string[];
  /** The body, split where the nonce went: a hit joins it with a fresh one. */
  body: string[];
  /** A weak validator of the content (the nonce left out). */
  etag: string;
  /** The versions of the page's tags (and the database epoch) the page was rendered at. */
  versions: number[];
}

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 128 * 1024 * 1024;
// In Redis, an entry expires after a day to bound its memory: freshness never depends on it.
const SHARED_TTL_MS = 24 * 3600 * 1000;

interface State {
  local: Map<string, { entry: PageEntry; bytes: number }>;
  bytes: number;
  namespace: string;
}

const held = processSlot<State>("page-cache");

function state(): State {
  if (!held.value) {
    const e = env();
    let build = "unknown";
    try {
      build = readFileSync(path.join(process.cwd(), ".next/BUILD_ID"), "utf8").trim();
    } catch {
      // A development server: its pages change with every edit, and its memory with every restart.
    }
    const database = e.DATABASE_URL ?? path.resolve(e.DATA_DIR);
    held.value = { local: new Map(), bytes: 0, namespace: createHash("sha256").update(`${build}|${database}`).digest("hex").slice(0, 16) };
  }
  return held.value;
}

function sizeOf(entry: PageEntry): number {
  return entry.body.reduce((n, p) => n + p.length, 0) + entry.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
}

function sameVersions(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function remember(s: State, key: string, entry: PageEntry): void {
  const old = s.local.get(key);
  if (old) {
    s.bytes -= old.bytes;
    s.local.delete(key);
  }
  const bytes = sizeOf(entry);
  s.local.set(key, { entry, bytes });
  s.bytes += bytes;
  for (const [k, v] of s.local) {
    if (s.local.size <= MAX_ENTRIES && s.bytes <= MAX_BYTES) break;
    s.local.delete(k);
    s.bytes -= v.bytes;
  }
}

const GET = "return redis.call('GET', KEYS[1])";
const SET = "return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])";

/** The entry for this key rendered at exactly these versions, from memory or Redis; null: render it. */
export async function findPage(key: string, versions: number[]): Promise<PageEntry | null> {
  const s = state();
  const local = s.local.get(key);
  if (local && sameVersions(local.entry.versions, versions)) {
    // Most recently used last: the LRU drops from the front.
    s.local.delete(key);
    s.local.set(key, local);
    return local.entry;
  }
  const shared = sharedStore();
  if (!shared) return null;
  try {
    const raw = await shared.eval(GET, [`svc:page:${s.namespace}:${key}`], []);
    if (typeof raw !== "string") return null;
    const entry = JSON.parse(raw) as PageEntry;
    if (!sameVersions(entry.versions, versions)) return null;
    remember(s, key, entry);
    return entry;
  } catch {
    // Redis down or slow (its client fails fast): this instance renders and keeps its own copy.
    return null;
  }
}

export async function keepPage(key: string, entry: PageEntry): Promise<void> {
  const s = state();
  remember(s, key, entry);
  const shared = sharedStore();
  if (!shared) return;
  try {
    await shared.eval(SET, [`svc:page:${s.namespace}:${key}`], [JSON.stringify(entry), SHARED_TTL_MS]);
  } catch {
    // Kept in this process only until Redis is back.
  }
}
