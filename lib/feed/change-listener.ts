// On PostgreSQL, the poller is woken by the commits themselves: one dedicated connection per instance
// LISTENs on the channel every record version is announced on (change-order.ts). A notification only
// says "read the feed"; what is read is decided by the feed, so a notification lost while the
// connection is down costs a poll interval, never an event (the poller also wakes on every reconnect).
import pg from "pg";
import { log } from "@/lib/platform/log";
import { CHANGES_CHANNEL } from "@/lib/feed/change-order";
import { errorSummary } from "@/lib/feed/error-summary";

const RECONNECT_MS = 1_000;

export interface ChangeWaker {
  stop(): void;
}

export function listenForChanges(url: string, onWake: () => void): ChangeWaker {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: "svc-change-listener" });
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners();
      c.on("error", () => {});
      void c.end().catch(() => {});
      if (stopped) return;
      if (err) log("warn", "change listener lost its connection; polling until it is back", { error: errorSummary(err) });
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    c.on("error", lost);
    c.on("end", () => lost(new Error("connection ended")));
    c.on("notification", () => onWake());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped) return lost();
      // Whatever was committed while no one listened is read now.
      onWake();
    } catch (err) {
      lost(err);
    }
  };
  void connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        void c.end().catch(() => {});
      }
    },
  };
}
