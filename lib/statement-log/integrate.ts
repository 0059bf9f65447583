// The sequencer: appends every signed statement not yet in the log (readings' statements, claim
// statements, then signed corrections) in one transaction, under a PostgreSQL advisory lock so that several instances never fork
// the tree: the one holding the lock integrates, the others skip this round. Entries, tiles and the new
// signed checkpoint commit together or not at all; nothing already logged is ever rewritten.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { sha256Hex } from "@/lib/platform/canonical-json";
import { encodeEntry, EntryTooLargeError } from "@/lib/statement-log/log-entry";
import { logKey } from "@/lib/statement-log/log-key";
import { dbTileReader, latestCheckpoint } from "@/lib/statement-log/log-store";
import { HASH_SIZE, leafHash, partialTiles, TileAppender, TreeReader } from "@/lib/statement-log/merkle";
import { checkpointBody, signNote } from "@/lib/statement-log/signed-note";
import type { LogEntryKind } from "@/lib/vocabulary/statement-log";

// pg_try_advisory_xact_lock key: "svclog01" read as a 64-bit integer; any fixed number unique to this lock.
const SEQUENCER_LOCK = 0x7376636c6f673031n;

export interface IntegrationResult {
  /** false when another sequencer held the lock: nothing was done this time. */
  ran: boolean;
  integrated: number;
  size: number;
}

interface PendingStatement {
  id: string;
  statement: unknown;
}

function statementFields(value: unknown) {
  const s = (value ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof s[k] === "string" ? (s[k] as string) : "");
  return {
    payload: text("payload"),
    signature: text("signature"),
    key_id: text("key_id"),
    alg: text("alg"),
    canonicalization: text("canonicalization"),
  };
}

/** Integrates one batch of pending statements; tests and the interval loop call it alike. */
export async function integratePending(db: Db, opts: { max?: number } = {}): Promise<IntegrationResult> {
  const max = opts.max ?? env().LOG_BATCH_MAX;
  const key = logKey();
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${SEQUENCER_LOCK}) AS locked`;
      if (!lock?.locked) return { ran: false, integrated: 0, size: -1 };
      const current = await latestCheckpoint(tx);
      const size = current?.size ?? 0;
      const readings = await tx.$queryRaw<PendingStatement[]>`
        SELECT r.id, r.statement FROM "Reading" r
        WHERE r.statement IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."readingId" = r.id)
        ORDER BY r."takenAt", r.id LIMIT ${max}`;
      const claims = await tx.$queryRaw<PendingStatement[]>`
        SELECT s.id, s.statement FROM "ClaimStatement" s
        WHERE NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."claimStatementId" = s.id)
        ORDER BY s."createdAt", s.id LIMIT ${Math.max(0, max - readings.length)}`;
      const corrections = await tx.$queryRaw<PendingStatement[]>`
        SELECT c.id, c.statement FROM "LogCorrection" c
        WHERE NOT EXISTS (SELECT 1 FROM "LogEntry" e WHERE e."correctionId" = c.id)
        ORDER BY c."createdAt", c.id LIMIT ${Math.max(0, max - readings.length - claims.length)}`;
      if (current && readings.length === 0 && claims.length === 0 && corrections.length === 0) return { ran: true, integrated: 0, size };

      const partials = await Promise.all(
        partialTiles(size).map(async (p) => {
          const row = await tx.logTile.findUnique({
            where: { level_index: { level: p.level, index: BigInt(p.index) } },
            select: { hashes: true },
          });
          if (!row || row.hashes.length < p.width * HASH_SIZE)
            throw new Error(`log tile ${p.level}/${p.index} is missing hashes of a tree of ${size}`);
          return { level: p.level, hashes: Buffer.from(row.hashes).subarray(0, p.width * HASH_SIZE) };
        }),
      );
      const appender = new TileAppender(size, partials);
      const now = clock().now();
      const rows: {
        index: bigint;
        kind: string;
        entry: Uint8Array<ArrayBuffer>;
        leafHash: Uint8Array<ArrayBuffer>;
        readingId?: string;
        correctionId?: string;
        claimStatementId?: string;
        statementSha256: string;
        integratedAt: Date;
      }[] = [];
      const source = { statement: "readingId", claim: "claimStatementId", correction: "correctionId" } as const;
      const add = (kind: LogEntryKind, item: PendingStatement) => {
        let entry: Buffer;
        try {
          entry = encodeEntry(kind, statementFields(item.statement));
        } catch (err) {
          // Left pending (and reported) rather than truncated: a log entry is the exact statement or nothing.
          if (err instanceof EntryTooLargeError)
            return log("error", "statement too large for the log", { id: item.id, error: err.message });
          throw err;
        }
        const hash = leafHash(entry);
        rows.push({
          index: BigInt(appender.size),
          kind,
          entry: new Uint8Array(entry),
          leafHash: new Uint8Array(hash),
          statementSha256: sha256Hex(statementFields(item.statement).payload),
          integratedAt: now,
          [source[kind]]: item.id,
        });
        appender.append(hash);
      };
      for (const r of readings) add("statement", r);
      for (const s of claims) add("claim", s);
      for (const c of corrections) add("correction", c);

      if (rows.length) await tx.logEntry.createMany({ data: rows });
      for (const w of appender.writes()) {
        await tx.logTile.upsert({
          where: { level_index: { level: w.level, index: BigInt(w.index) } },
          create: { level: w.level, index: BigInt(w.index), hashes: new Uint8Array(w.hashes) },
          update: { hashes: new Uint8Array(w.hashes) },
        });
      }
      const newSize = appender.size;
      const root = await new TreeReader(appender.overlay(dbTileReader(tx, db)), newSize).root();
      const note = signNote(checkpointBody({ origin: key.name, size: newSize, rootHash: root }), key.name, key.privateKey, key.publicKey);
      if (newSize !== size || !current) {
        await tx.logCheckpoint.create({ data: { size: BigInt(newSize), rootHash: new Uint8Array(root), note, createdAt: now } });
      }
      return { ran: true, integrated: rows.length, size: newSize };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Integrates until nothing is pending (or another sequencer holds the lock). */
export async function integrateAll(db: Db): Promise<IntegrationResult> {
  let total = 0;
  for (;;) {
    const r = await integratePending(db);
    total += r.integrated;
    if (!r.ran || r.integrated === 0) return { ...r, integrated: total };
  }
}

export interface LogSequencer {
  stop(): Promise<void>;
}

/**
 * The in-process interval: one batch every LOG_INTEGRATE_MS, used when the job queue is off (JOBS=off);
 * otherwise the queue's sequencer job runs it (sequencer-job.ts). Several instances may run it; the
 * advisory lock lets one integrate at a time.
 */
export function startLogSequencer(db: Db, everyMs = env().LOG_INTEGRATE_MS): LogSequencer {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const loop = async () => {
    while (!stopped) {
      running = integratePending(db).catch((err) =>
        log("error", "log integration failed", { error: err instanceof Error ? err.message : String(err) }),
      );
      await running;
      if (!stopped) await clock().sleep(everyMs);
    }
  };
  if (everyMs > 0) void loop();
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
