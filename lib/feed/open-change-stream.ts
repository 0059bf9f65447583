// One SSE connection of GET /api/network/changes/stream. It sends `retry: 3000`, catches up from the
// client's position with paged reads, then receives the poller's fan-out; a comment every
// heartbeatMs while quiet; closed with a comment after maxMs (clients reconnect with Last-Event-ID).
// Every exit path (client gone, time up, slow reader, read failure) releases the subscription.
import { encode, encodeComment } from "eventsource-encoder";
import type { Db } from "@/lib/platform/db/client";
import { log } from "@/lib/platform/log";
import { errorSummary } from "@/lib/feed/error-summary";
import { comparePositions, type ChangePosition } from "@/lib/feed/change-position";
import { encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { toDelivery, type ChangeDelivery } from "@/lib/feed/change-delivery";
import type { ChangePoller } from "@/lib/feed/change-poller";
import { FEED_PAGE_LIMIT as PAGE_LIMIT } from "@/lib/vocabulary/interface-limits";
import { readHorizon } from "@/lib/feed/feed-window";
import { readChanges } from "@/lib/feed/read-changes";
import { clock } from "@/lib/platform/clock";
import { env } from "@/lib/platform/env";

export const CHECKPOINT_EVENT_NAME = "checkpoint";
// Bytes queued for a client that does not read before it is dropped (it resumes with Last-Event-ID).
const QUEUE_BYTES = 64 * 1024;
const SLOW_READER_BYTES = 1024 * 1024;

export interface ChangeStreamOptions {
  start: ChangePosition;
  signal: AbortSignal;
  poller: ChangePoller;
  db: Db;
  baseUrl: string;
  heartbeatMs: number;
  maxMs: number;
  now?: () => Date;
}

export function openChangeStream(options: ChangeStreamOptions): ReadableStream<Uint8Array> {
  const { signal, poller, db, baseUrl, heartbeatMs, maxMs } = options;
  const now = options.now ?? (() => clock().now());
  const bytes = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let position = options.start;
  let closed = false;
  let live = false;
  let pending: ChangeDelivery[] = [];
  let heartbeat: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  let drained: (() => void) | undefined;

  /** False when the stream can no longer take bytes (the client went away). */
  const enqueue = (text: string): boolean => {
    try {
      controller.enqueue(bytes.encode(text));
      return true;
    } catch {
      return false;
    }
  };

  const write = (text: string) => {
    if (closed) return;
    if (!enqueue(text)) return close();
    heartbeat?.refresh();
    if ((controller.desiredSize ?? 0) < -SLOW_READER_BYTES) close("closing: the client is not reading; reconnect with Last-Event-ID");
  };

  const send = (batch: readonly ChangeDelivery[]) => {
    for (const delivery of batch) {
      // Catch-up and fan-out overlap; a position already sent is skipped, so each event goes once.
      if (comparePositions(delivery.position, position) <= 0) continue;
      write(delivery.frame);
      position = delivery.position;
    }
  };

  // Before closing, a live stream moves the client's Last-Event-ID up to what the poller has fully
  // delivered, so a client of a quiet Network never resumes from a position older than retention.
  // It is an event of its own name: record.version listeners never see it.
  function checkpoint() {
    const settled = live ? poller.settledPosition() : null;
    if (!settled || comparePositions(settled, position) <= 0) return;
    position = settled;
    const id = encodeChangesCursor(position);
    write(encode({ event: CHECKPOINT_EVENT_NAME, id, data: JSON.stringify({ type: CHECKPOINT_EVENT_NAME, id }) }));
  }

  function close(comment?: string) {
    if (closed) return;
    closed = true;
    if (comment) enqueue(encodeComment(comment));
    clearTimeout(heartbeat);
    clearTimeout(deadline);
    unsubscribe();
    signal.removeEventListener("abort", onAbort);
    drained?.();
    try {
      controller.close();
    } catch {
      // Already cancelled by the client.
    }
  }

  function onAbort() {
    close();
  }

  async function waitForReader() {
    while (!closed && (controller.desiredSize ?? 0) <= 0) await new Promise<void>((resolve) => (drained = resolve));
  }

  async function catchUp() {
    try {
      for (;;) {
        await waitForReader();
        if (closed) return;
        const { rows, hasMore } = await readChanges(db, { after: position, horizon: readHorizon(now()), limit: PAGE_LIMIT });
        send(rows.map((row) => toDelivery(row, baseUrl)));
        if (!hasMore) break;
      }
      live = true;
      const buffered = pending;
      pending = [];
      send(buffered);
    } catch (err) {
      log("warn", "change stream could not catch up", { error: errorSummary(err) });
      close("closing: the change history could not be read; reconnect with Last-Event-ID");
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        write(encode({ retry: env().STREAM_RETRY_MS }));
        if (signal.aborted) return close();
        signal.addEventListener("abort", onAbort, { once: true });
        // Every write re-arms this timer (refresh), so the comment goes only on a quiet stream.
        heartbeat = setTimeout(() => write(encodeComment("keep-alive")), heartbeatMs);
        deadline = setTimeout(() => {
          checkpoint();
          close(`closing after ${Math.round(maxMs / 1000)} s; reconnect with Last-Event-ID to continue`);
        }, maxMs);
        const subscription = poller.subscribe({ onChanges: (batch) => (live ? send(batch) : pending.push(...batch)) });
        unsubscribe = subscription.unsubscribe;
        // A stream that starts before the poller's tail reads the gap itself; one at or after it is live at once.
        if (comparePositions(position, subscription.tail) < 0) void catchUp();
        else live = true;
      },
      pull() {
        drained?.();
        drained = undefined;
      },
      cancel() {
        close();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
}
