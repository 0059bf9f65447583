// The change stream under concurrent publishers: versions published by many transactions at once
// (which, stamped outside commit order, would commit out of id order and be skipped by a stream whose
// cursor had moved past them) reach every stream exactly once and in feed order. On PostgreSQL the
// poller is woken by NOTIFY and reads with no settle window; on PGlite it polls with the window.
// long-running (400 versions from 16 writers through every stream): the sequencer starts it early (tests/setup/sequencer.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions } from "@/lib/feed/change-position";
import { decodeChangesCursor, encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { publishRecordVersion } from "@/lib/network/publish-version";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { openEventSource, until, type TestEventSource } from "@/tests/feed/sse";

// PGlite runs every transaction on its one connection, so the concurrency under test exists only on
// PostgreSQL; there the full 2,000, on PGlite enough to check the same path.
const EVENTS = process.env.DATABASE_URL ? 2_000 : 400;
const WRITERS = 16;

let app: TestApp;
beforeAll(async () => {
  // Sixteen writers queue on the feed's ordering lock: on a starved machine one waits longer than the 3 s
  // statement timeout that guards requests. This test is about order, so a writer may wait 30 s.
  app = await startApp({ STREAM_MAX_MS: "600000", STREAM_POLL_MS: "200", DB_STATEMENT_TIMEOUT_MS: "30000" });
});
afterAll(async () => {
  await app?.stop();
});

describe("GET /api/network/changes/stream with concurrent publishers", () => {
  it(`delivers ${EVENTS} versions from ${WRITERS} concurrent writers to every stream exactly once, in order`, async () => {
    const companies = await app.db.company.findMany({
      where: { publication: "published", isNetwork: true, withdrawnAt: null },
      select: { id: true },
      orderBy: { id: "asc" },
      take: WRITERS,
    });
    expect(companies).toHaveLength(WRITERS);
    const streams: TestEventSource[] = Array.from({ length: 3 }, () => openEventSource(app.web, "/api/network/changes/stream"));
    try {
      await Promise.all(streams.map((s) => s.opened));
      const published: { eventId: string; recordedAt: Date; seq: bigint }[] = [];
      let next = 0;
      let late: TestEventSource | null = null;
      let lateAfter: { eventId: string; recordedAt: Date; seq: bigint } | null = null;
      // Each writer publishes to its own company, so the transactions run side by side.
      await Promise.all(
        companies.map(async ({ id }) => {
          while (next < EVENTS) {
            next++;
            published.push(await publishRecordVersion(app.db, id, { kind: "updated" }));
            // Half-way, a stream joins after the earliest version so far: its catch-up overlaps the live fan-out.
            if (published.length >= EVENTS / 2 && !late) {
              lateAfter = published.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
              late = openEventSource(app.web, `/api/network/changes/stream?after=${encodeURIComponent(encodeChangesCursor(lateAfter))}`);
              streams.push(late);
            }
          }
        }),
      );
      expect(published).toHaveLength(EVENTS);
      const expected = [...published].sort((a, b) => comparePositions(a, b)).map((p) => p.eventId);
      expect(late).not.toBeNull();
      const expectedLate = expected.slice(expected.indexOf(lateAfter!.eventId) + 1);
      await until(
        () => streams.every((s) => s.events.length >= (s === late ? expectedLate.length : EVENTS)),
        90_000,
        "every stream to receive every version",
      );
      for (const stream of streams) {
        const got = stream.events.map((e) => e.data.event_id);
        expect(got).toEqual(stream === late ? expectedLate : expected);
        const positions = stream.events.map((e) => decodeChangesCursor(e.id));
        expect(positions.every((p, i) => i === 0 || comparePositions(positions[i - 1], p) < 0)).toBe(true);
      }
    } finally {
      for (const s of streams) s.close();
    }
  }, 180_000);
});
