// One poller per instance fans new record versions out to every open change stream, so database load
// does not grow with the number of streams: while at least one stream is open it reads the feed
// after its tail every STREAM_POLL_MS; with none it stops. It lives on globalThis so the route
// bundles and the test harness share it.
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { errorSummary } from "./error-summary";
import { positionAtEndOf, type ChangePosition } from "./change-position";
import { toDelivery, type ChangeDelivery } from "./change-delivery";
import { liveStart, settledHorizon } from "./feed-window";
import { readChanges } from "./read-changes";

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
}

export class ChangePoller {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private tail: ChangePosition | null = null;
  // The horizon of the last poll that read everything there was: every version recorded up to it has
  // been fanned out to the subscribers of that run.
  private settled: Date | null = null;
  private timer: NodeJS.Timeout | null = null;
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

  /** A position every live subscriber has received everything before (null until a poll completes). */
  settledPosition(): ChangePosition | null {
    return this.settled ? positionAtEndOf(this.settled) : null;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private start(): void {
    // Streams that join later and start before this tail catch up on their own.
    this.tail = liveStart(this.now());
    this.schedule(this.run);
  }

  private stop(): void {
    this.run++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.tail = null;
    this.settled = null;
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
    try {
      const db = await (this.options.db ?? getDb)();
      const baseUrl = this.options.baseUrl?.() ?? env().BASE_URL;
      for (;;) {
        this.queries++;
        const horizon = settledHorizon(this.now());
        const { rows, hasMore } = await readChanges(db, { after: this.tail!, horizon, limit: POLL_BATCH });
        if (run !== this.run) return;
        if (rows.length > 0) {
          const batch = rows.map((row) => toDelivery(row, baseUrl));
          this.tail = batch[batch.length - 1].position;
          for (const subscriber of this.subscribers) this.deliver(subscriber, batch);
        }
        if (!hasMore) {
          this.settled = horizon;
          break;
        }
      }
    } catch (err) {
      // Streams stay open; the next poll retries from the same tail, so nothing is skipped.
      log("warn", "change poller could not read the feed", { error: errorSummary(err) });
    }
    if (run === this.run) this.schedule(run);
  }
}

const KEY = Symbol.for("svc.changes.poller");
type Global = typeof globalThis & { [KEY]?: ChangePoller };

export function changePoller(): ChangePoller {
  const g = globalThis as Global;
  g[KEY] ??= new ChangePoller({ pollMs: env().STREAM_POLL_MS });
  return g[KEY];
}
