// A real SSE client for tests: the `eventsource` package over the test HTTP client's loopback
// dispatcher, recording what it receives and the Last-Event-ID of every (re)connection it makes.
import { EventSource } from "eventsource";
import type { HttpClient } from "@/tests/helpers/client";

export interface ReceivedEvent {
  id: string;
  data: any;
  at: number;
}

export interface TestEventSource {
  es: EventSource;
  events: ReceivedEvent[];
  /** One entry per connection attempt: the Last-Event-ID header it carried. */
  connections: (string | null)[];
  errors: number;
  opened: Promise<void>;
  close(): void;
}

export function openEventSource(client: HttpClient, path: string, extraHeaders: Record<string, string> = {}): TestEventSource {
  const connections: (string | null)[] = [];
  const es = new EventSource(client.url(path), {
    fetch: (url, init) => {
      const headers = { ...(init.headers as Record<string, string>), ...extraHeaders };
      connections.push(new Headers(headers).get("last-event-id"));
      return client.stream(String(url), { ...init, headers }) as never;
    },
  });
  const state: TestEventSource = {
    es,
    events: [],
    connections,
    errors: 0,
    opened: new Promise((resolve) => es.addEventListener("open", () => resolve(), { once: true })),
    close: () => es.close(),
  };
  es.addEventListener("record.version", (e) => state.events.push({ id: e.lastEventId, data: JSON.parse(e.data), at: Date.now() }));
  es.addEventListener("error", () => state.errors++);
  return state;
}

export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
