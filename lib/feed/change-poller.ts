// One poller per instance fans new record versions out to every open change stream, so database load
// does not grow with the number of streams: while at least one stream is open it reads the feed
// after its tail every STREAM_POLL_MS; with none it stops. On PostgreSQL it is also woken by each
// commit (LISTEN/NOTIFY) and reads right up to the feed's end (readHorizon), which is safe because
// versions are stamped in commit order (change-order.ts); on embedded PGlite it keeps the poll and
// the settle window. It lives in a process slot so the route bundles and the test harness share it.
import { currentDbHolder, getDb, type Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { errorSummary } from "@/lib/feed/error-summary";
import { positionAtEndOf, type ChangePosition } from "@/lib/feed/change-position";
import { toDelivery, type ChangeDelivery } from "@/lib/feed/change-delivery";
import { liveStart, readHorizon, settledHorizon } from "@/lib/feed/feed-window";
import { listenForChanges, type ChangeWaker } from "@/lib/feed/change-listener";
import { readChanges } from "@/lib/feed/read-changes";
import { clock } from "@/lib/platform/clock";
import { processSlot } from "@/lib/platform/process-state";

// A burst larger than this is read in several queries within the same tick.
const POLL_BATCH = 500;

export interface ChangeSubscriber {
  onChanges(batch: readonly ChangeDelivery[]): void;
}

export interface ChangeSubscription {
  /** Everything after this position reaches the subscriber; anything before it, it must read itself. */
  tail: ChangePosition;
  unsubscribe(): void;
}

export interface ChangePollerOptions {
  pollMs: number;
  now?: () => Date;
  db?: () => Promise<Db>;
  baseUrl?: () => string;
  /**
   * Where commits are announced: a PostgreSQL URL to LISTEN on (the default: the installed database's,
   * when it is PostgreSQL), or null to poll with the settle window alone.
   */
  listenUrl?: () => string | null;
}

export class ChangePoller {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private tail: ChangePosition | null = null;
  // The horizon of the last poll that read everything there was: every version recorded up to it has
  // been fanned out to the subscribers of that run.
  private settled: Date | null = null;
  private timer: NodeJS.Timeout | null = null;
  private waker: ChangeWaker | null = null;
  // A wake-up that came while a poll was running: poll again as soon as it ends.
  private polling = false;
  private woken = false;
  // Bumped on every stop, so a poll still in flight from an earlier run neither delivers nor reschedules.
  private run = 0;
  /** Queries issued since start-up (read by the benchmark). */
  queries = 0;

  constructor(private readonly options: ChangePollerOptions) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: ChangeSubscriber): ChangeSubscription {
    if (this.subscribers.size === 0) this.start();
    this.subscribers.add(subscriber);
    return {
      tail: this.tail!,
      unsubscribe: () => {
        if (this.subscribers.delete(subscriber) && this.subscribers.size === 0) this.stop();
      },
    };
  }

  /** Drops every subscriber and stops polling and listening. */
  close(): void {
    this.subscribers.clear();
    this.stop();
  }

  /** A position every live subscriber has received everything before (null until a poll completes). */
  settledPosition(): ChangePosition | null {
    return this.settled ? positionAtEndOf(this.settled) : null;
  }

  private now(): Date {
    return this.options.now?.() ?? clock().now();
  }

  private start(): void {
    // Streams that join later and start before this tail catch up on their own.
    this.tail = liveStart(this.now());
    const run = this.run;
    const url = this.options.listenUrl ? this.options.listenUrl() : defaultListenUrl();
    if (url) this.waker = listenForChanges(url, () => this.wake(run));
    this.schedule(run);
  }

  private stop(): void {
    this.run++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waker?.stop();
    this.waker = null;
    this.tail = null;
    this.settled = null;
    this.polling = false;
    this.woken = false;
  }

  private wake(run: number): void {
    if (run !== this.run) return;
    if (this.polling) {
      this.woken = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    void this.poll(run);
  }

  private schedule(run: number): void {
    this.timer = setTimeout(() => void this.poll(run), this.options.pollMs);
    this.timer.unref();
  }

  // The tail has moved past this batch: one subscriber's failure must not keep it from the others.
  private deliver(subscriber: ChangeSubscriber, batch: readonly ChangeDelivery[]): void {
    try {
      subscriber.onChanges(batch);
    } catch (err) {
      log("warn", "change stream subscriber failed", { error: errorSummary(err) });
    }
  }

  private async poll(run: number): Promise<void> {
    this.polling = true;
    this.woken = false;
    try {
      const db = await (this.options.db ?? getDb)();
      const baseUrl = this.options.baseUrl?.() ?? env().BASE_URL;
      for (;;) {
        if (run !== this.run) return;
        this.queries++;
        const now = this.now();
        const { rows, hasMore } = await readChanges(db, { after: this.tail!, horizon: readHorizon(now), limit: POLL_BATCH });
        if (run !== this.run) return;
        if (rows.length > 0) {
          const batch = rows.map((row) => toDelivery(row, baseUrl));
          this.tail = batch[batch.length - 1].position;
          for (const subscriber of this.subscribers) this.deliver(subscriber, batch);
        }
        if (!hasMore) {
          // Read to the end: everything older than the settle horizon has been fanned out (checkpoints).
          this.settled = settledHorizon(now);
          break;
        }
      }
    } catch (err) {
      // Streams stay open; the next poll retries from the same tail, so nothing is skipped.
      log("warn", "change poller could not read the feed", { error: errorSummary(err) });
    }
    if (run !== this.run) return;
    this.polling = false;
    if (this.woken) return void this.poll(run);
    this.schedule(run);
  }
}

function defaultListenUrl(): string | null {
  const holder = currentDbHolder();
  return holder.kind === "postgres" && holder.url ? holder.url : null;
}

const held = processSlot<ChangePoller>("changes-poller");

export function changePoller(): ChangePoller {
  held.value ??= new ChangePoller({ pollMs: env().STREAM_POLL_MS });
  return held.value;
}

/** Closes this process's poller and forgets it, so the next stream starts one with the settings in force then. */
export function stopChangePoller(): void {
  held.value?.close();
  held.value = undefined;
}
