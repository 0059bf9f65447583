// Change-feed entries (lib/feed/change-event.ts) and positions (lib/feed/change-position.ts): an entry's id
// is the cursor of its own position, its URLs name the record, and positions sort by time then seq.
import { describe, expect, it } from "vitest";
import { historyUrl, recordUrl, toChangeEvent } from "@/lib/feed/change-event";
import { comparePositions, MAX_SEQ, positionAtEndOf, positionBefore } from "@/lib/feed/change-position";
import { decodeChangesCursor } from "@/lib/feed/changes-cursor";

const t = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

describe("change positions", () => {
  it("order by recorded time, then by seq", () => {
    expect(comparePositions({ recordedAt: t(1), seq: 9n }, { recordedAt: t(2), seq: 1n })).toBe(-1);
    expect(comparePositions({ recordedAt: t(2), seq: 1n }, { recordedAt: t(2), seq: 2n })).toBe(-1);
    expect(comparePositions({ recordedAt: t(2), seq: 2n }, { recordedAt: t(2), seq: 2n })).toBe(0);
    expect(comparePositions({ recordedAt: t(3), seq: 1n }, { recordedAt: t(2), seq: 5n })).toBe(1);
  });

  it("before a time sorts before every event at it, at its end after every one", () => {
    const event = { recordedAt: t(5), seq: 1n };
    expect(comparePositions(positionBefore(t(5)), event)).toBe(-1);
    expect(comparePositions(positionAtEndOf(t(5)), { ...event, seq: MAX_SEQ - 1n })).toBe(1);
    expect(comparePositions(positionAtEndOf(t(4)), event)).toBe(-1);
    expect(MAX_SEQ).toBe(2n ** 63n - 1n);
  });
});

describe("change events", () => {
  const row = {
    seq: 42n,
    eventId: "evt_1",
    version: 3,
    kind: "reading",
    digest: "sha256:aa",
    previousDigest: "sha256:bb",
    correctsVersion: null,
    recordedAt: t(7),
    slug: "acme & co",
    domain: "acme.example",
  };

  it("carry their position as id, and URLs with the slug encoded", () => {
    const e = toChangeEvent(row, "https://trust.example");
    expect(decodeChangesCursor(e.id)).toEqual({ recordedAt: t(7), seq: 42n });
    expect(e).toMatchObject({
      type: "record.version",
      event_id: "evt_1",
      version: 3,
      recorded_at: "2026-01-01T00:00:07.000Z",
      previous_digest: "sha256:bb",
    });
    expect(e.record_url).toBe("https://trust.example/api/network/profile?q=acme%20%26%20co");
    expect(e.history_url).toBe(historyUrl("https://trust.example", "acme & co"));
    expect(recordUrl("https://x", "a/b")).toBe("https://x/api/network/profile?q=a%2Fb");
  });
});
