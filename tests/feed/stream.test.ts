// GET /api/network/changes/stream with a real SSE client (the `eventsource` package): live delivery,
// resuming with Last-Event-ID or `after` without loss or repeats, the stream's timing, fan-out from
// one poller, release of connections, and the errors it answers before streaming.
// long-running (it waits out whole stream lifetimes): the sequencer starts it early (tests/setup/sequencer.ts).
import { EventSourceParserStream } from "eventsource-parser/stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePoller } from "@/lib/feed/change-poller";
import { comparePositions } from "@/lib/feed/change-position";
import { decodeChangesCursor, encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { publishRecordVersion } from "@/lib/network/publish-version";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { openEventSource, until } from "@/tests/feed/sse";
import { countQueries } from "@/tests/feed/store";

// Long enough that 20 streams opened on a starved machine are all still open when the fan-out test publishes.
const MAX_MS = 15_000;
const HEARTBEAT_MS = 1_000;
const POLL_MS = 200;
// 3 s in production; short here so a reconnect after the close costs half a second.
const RETRY_MS = 500;
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
beforeAll(async () => {
  app = await startApp({
    STREAM_MAX_MS: String(MAX_MS),
    STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS),
    STREAM_POLL_MS: String(POLL_MS),
    STREAM_RETRY_MS: String(RETRY_MS),
  });
});
afterAll(async () => {
  await app?.stop();
});

const publish = (companyId = "lumen-analytics") => publishRecordVersion(app.db, companyId, { kind: "updated" });

describe("GET /api/network/changes/stream", () => {
  // First in the file: a stream opened without a position starts at the settle horizon (2 s back), so a
  // version another test published a moment ago would reach it.
  it("sends retry (3000 by default), a comment on a quiet stream, a checkpoint, and closes with a comment after the maximum", async () => {
    const started = Date.now();
    const res = await app.web.stream("/api/network/changes/stream");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const retries: number[] = [];
    const comments: string[] = [];
    const events: { event?: string; id?: string; data: string }[] = [];
    // undici's stream type differs from the DOM lib's; it is the same WHATWG stream at run time.
    const reader = (res.body as unknown as ReadableStream<BufferSource>)
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => retries.push(ms), onComment: (c) => comments.push(c.trim()) }))
      .getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events.push(value);
    }
    const lasted = Date.now() - started;
    expect(retries).toEqual([RETRY_MS]);
    // No version was published: the only event is the checkpoint moving Last-Event-ID up before the close.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: "checkpoint", data: JSON.stringify({ type: "checkpoint", id: events[0].id }) });
    const checkpoint = decodeChangesCursor(events[0].id!);
    expect(checkpoint.recordedAt.getTime()).toBeGreaterThan(started - 3_000);
    expect(checkpoint.recordedAt.getTime()).toBeLessThanOrEqual(Date.now() - 2_000);
    expect(lasted).toBeGreaterThanOrEqual(MAX_MS - 100);
    expect(lasted).toBeLessThan(MAX_MS + 3_000);
    const keepAlives = comments.filter((c) => c === "keep-alive").length;
    expect(keepAlives).toBeGreaterThanOrEqual(Math.floor(MAX_MS / HEARTBEAT_MS) - 2);
    expect(keepAlives).toBeLessThanOrEqual(Math.ceil(MAX_MS / HEARTBEAT_MS));
    expect(comments[comments.length - 1]).toMatch(new RegExp(`^closing after ${MAX_MS / 1000} s; reconnect with Last-Event-ID`));
  });

  it("delivers a new version within seconds, and a reconnect with Last-Event-ID gets every missed one exactly once", async () => {
    const client = openEventSource(app.web, "/api/network/changes/stream");
    try {
      await client.opened;
      const a = await publish();
      const publishedAt = Date.now();
      await until(() => client.events.length >= 1, 6_000, "the first event");
      expect(client.events[0].at - publishedAt).toBeLessThan(5_000);
      expect(client.events.map((e) => e.data.event_id)).toEqual([a.eventId]);

      // The server closes after MAX_MS; EventSource waits retry (RETRY_MS) and reconnects with Last-Event-ID.
      await until(() => client.errors >= 1, MAX_MS + 2_000, "the server to close the stream");
      const b = await publish();
      const c = await publish("brightpath-hr");
      await until(() => client.connections.length >= 2 && client.events.length >= 3, 8_000, "the reconnect to catch up");
      // It resumed from A or from the checkpoint sent before closing: after A, before B.
      const resumedAt = decodeChangesCursor(client.connections[1]!);
      expect(comparePositions(resumedAt, decodeChangesCursor(client.events[0].id))).toBeGreaterThanOrEqual(0);
      expect(comparePositions(resumedAt, { recordedAt: b.recordedAt, seq: b.seq })).toBeLessThan(0);
      const d = await publish();
      await until(() => client.events.length >= 4, 6_000, "a live event after the reconnect");
      await new Promise((r) => setTimeout(r, 4 * POLL_MS));
      expect(client.events.map((e) => e.data.event_id)).toEqual([a.eventId, b.eventId, c.eventId, d.eventId]);
      for (const e of client.events) expect(e.id).toBe(e.data.id);

      // Each event's data is exactly the change-feed entry.
      const page = await app.web.get(`/api/network/changes?since=${encodeURIComponent(new Date(publishedAt - 60_000).toISOString())}`);
      const fromFeed = page.body.events.filter((e: any) => [a, b, c, d].some((v) => v.eventId === e.event_id));
      expect(client.events.map((e) => e.data)).toEqual(fromFeed);
    } finally {
      client.close();
    }
  });

  it("resumes after `after`, and a Last-Event-ID header wins over it", async () => {
    const page = await app.web.get(`/api/network/changes?since=${encodeURIComponent(new Date(Date.now() - 29 * DAY).toISOString())}`);
    const ids = page.body.events.map((e: any) => e.event_id);
    expect(ids.length).toBeGreaterThan(6);
    const fromAfter = openEventSource(app.web, `/api/network/changes/stream?after=${encodeURIComponent(page.body.events[2].id)}`);
    const fromHeader = openEventSource(app.web, `/api/network/changes/stream?after=${encodeURIComponent(page.body.events[2].id)}`, {
      "Last-Event-ID": page.body.events[5].id,
    });
    try {
      await until(() => fromAfter.events.length >= ids.length - 3 && fromHeader.events.length >= ids.length - 6, 10_000, "catch-up");
      await new Promise((r) => setTimeout(r, 4 * POLL_MS));
      expect(fromAfter.events.map((e) => e.data.event_id)).toEqual(ids.slice(3));
      expect(fromHeader.events.map((e) => e.data.event_id)).toEqual(ids.slice(6));
    } finally {
      fromAfter.close();
      fromHeader.close();
    }
  });

  it("fans one poller out to every stream: 20 streams receive a version once, with no more reads than one per poll", async () => {
    const clients = Array.from({ length: 20 }, () => openEventSource(app.web, "/api/network/changes/stream"));
    try {
      await Promise.all(clients.map((c) => c.opened));
      expect(changePoller().subscriberCount).toBe(20);
      // Streams close after MAX_MS: publish at once and count the app's reads while the version travels.
      const started = Date.now();
      let v!: Awaited<ReturnType<typeof publish>>;
      const queries = await countQueries(async () => {
        v = await publish();
        await until(
          () => clients.every((c) => c.events.some((e) => e.data.event_id === v.eventId)),
          10_000,
          "every stream to receive the version",
        );
      });
      const elapsed = Date.now() - started;
      expect(queries).toBeGreaterThan(0);
      expect(queries).toBeLessThanOrEqual(Math.ceil(elapsed / POLL_MS) + 1);
      await new Promise((r) => setTimeout(r, 4 * POLL_MS));
      // A stream opened without a position starts 2 s back (the settle horizon), so a version an earlier
      // test published a moment before may come first; this one arrives exactly once, last.
      for (const c of clients) {
        expect(c.events.filter((e) => e.data.event_id === v.eventId)).toHaveLength(1);
        expect(c.events.at(-1)!.data.event_id).toBe(v.eventId);
      }
    } finally {
      for (const c of clients) c.close();
    }
  });

  it("releases a stream's subscription when its client goes away", async () => {
    await until(() => changePoller().subscriberCount === 0, 3_000, "earlier streams to be released");
    const aborts = Array.from({ length: 5 }, () => new AbortController());
    const responses = await Promise.all(aborts.map((a) => app.web.stream("/api/network/changes/stream", { signal: a.signal })));
    for (const r of responses) expect(r.status).toBe(200);
    expect(changePoller().subscriberCount).toBe(5);
    for (const a of aborts) a.abort();
    await until(() => changePoller().subscriberCount === 0, 3_000, "the aborted streams to be released");
  });
});

describe("GET /api/network/changes/stream errors (problem documents, before any event)", () => {
  it("refuses an unreadable Last-Event-ID with 400 invalid_cursor naming the header, and EventSource does not retry it", async () => {
    const res = await app.web.get("/api/network/changes/stream", { "last-event-id": "garbage" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ code: "invalid_cursor", next_action: "start_over" });
    expect(res.body.errors).toContainEqual(expect.objectContaining({ in: "header", name: "Last-Event-ID" }));

    const client = openEventSource(app.web, "/api/network/changes/stream", { "Last-Event-ID": "garbage" });
    await until(() => client.es.readyState === client.es.CLOSED, 3_000, "EventSource to give up");
    expect(client.connections).toHaveLength(1);
  });

  it("answers 410 beyond_retention for a position older than the history kept", async () => {
    const old = encodeChangesCursor({ recordedAt: new Date(Date.now() - 40 * DAY), seq: 1n });
    const res = await app.web.get(`/api/network/changes/stream?after=${encodeURIComponent(old)}`);
    expect(res.status).toBe(410);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ code: "beyond_retention", next_action: "resync" });
    expect(res.body.errors).toContainEqual(expect.objectContaining({ in: "query", name: "after" }));
    const bad = await app.web.get(`/api/network/changes/stream?after=${encodeURIComponent("c1.x.y")}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_cursor" });
  });
});
