// Pure parts without a server: cursor encoding, canonical JSON and statement bytes, continuity, SSRF
// address classification, Markdown writers and the relay of an API-host refusal.
import { describe, expect, it } from "vitest";
import { CursorRefusedError, decodeCursor, encodeCursor } from "@/lib/directory/cursor";
import { apiHostRefusal } from "@/lib/http/api-host-refusal";
import { isPublicAddress } from "@/lib/platform/outbound/ssrf-guard";
import { esc, fence, table } from "@/lib/site/markdown/md";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { GAP_TOLERANCE_MS, summariseReadings } from "@/lib/witness-record/continuity";
import { statementPayload } from "@/lib/witness-record/statement";

const key = { rank: -1767225600000n, sortName: "acme", id: "c1" };

describe("cursors", () => {
  it("decode what they encode, for their own list and scope only", () => {
    const text = encodeCursor({ scope: "public", list: "directory", key, position: 20, filter: "f" });
    expect(decodeCursor(text, { list: "directory", scope: "public" })).toMatchObject({ version: 1, position: 20, filter: "f", key });
    expect(() => decodeCursor(text, { list: "network-search", scope: "public" })).toThrow(CursorRefusedError);
  });

  it("refuse a cursor altered by one character", () => {
    const text = encodeCursor({ scope: "public", list: "directory", key, position: 0, filter: "" });
    const altered = (text[0] === "A" ? "B" : "A") + text.slice(1);
    expect(() => decodeCursor(altered, { list: "directory", scope: "public" })).toThrow(CursorRefusedError);
  });
});

describe("canonical JSON and statement bytes", () => {
  it("sorts keys and writes numbers and strings one way (RFC 8785)", () => {
    expect(canonicalJson({ b: 1, a: [true, null, "é"], c: { z: 1e21, y: 0.5 } })).toBe(
      '{"a":[true,null,"é"],"b":1,"c":{"y":0.5,"z":1e+21}}',
    );
  });

  it("gives a reading statement the same bytes whatever order its facts were written in", () => {
    const facts = {
      subject: { slug: "acme", domain: "acme.invalid" },
      takenAt: new Date(Date.UTC(2026, 0, 1)),
      checksRun: 2,
      checksPassed: 1,
      standing: "witnessed",
      checks: [{ check_id: "dns", source: "dns", passed: true }],
    } as never;
    expect(statementPayload(facts)).toBe(
      '{"checks":[{"check_id":"dns","passed":true,"source":"dns"}],"reading":{"checks_passed":1,' +
        '"checks_run":2,"standing":"witnessed","taken_at":"2026-01-01T00:00:00.000Z"},' +
        '"service":"svc-witness","subject":{"domain":"acme.invalid","slug":"acme"},"version":1}',
    );
  });
});

describe("continuity", () => {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  const reading = (h: number, passed = 2) => ({ takenAt: at(h), checksRun: 2, checksPassed: passed, standing: "witnessed" });

  it("is the latest run of agreeing readings no more than the gap tolerance apart", () => {
    expect(GAP_TOLERANCE_MS).toBe(2 * 3600_000);
    const s = summariseReadings([reading(0), reading(1), reading(5), reading(6), reading(7)]);
    expect(s.continuity).toEqual({ recordBegan: at(0), unbrokenSince: at(5), unbrokenReadings: 3, totalReadings: 5 });
  });

  it("breaks when the checks passed change, and is null until a run holds two readings", () => {
    expect(summariseReadings([reading(0), reading(1, 1)]).continuity).toBeNull();
    expect(summariseReadings([]).standing).toBeNull();
  });
});

describe("SSRF address classification", () => {
  it.each([
    ["93.184.216.34", true],
    ["2606:2800:220:1:248:1893:25c8:1946", true],
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["169.254.169.254", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::127.0.0.1", false],
    ["fd00::1", false],
    ["not an address", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("Markdown writers", () => {
  it("escape inline syntax, build tables and fence code longer than any backtick run inside", () => {
    expect(esc("a*b_[c]|<d>\nnext")).toBe("a\\*b\\_\\[c\\]\\|\\<d\\> next");
    expect(table(["A", "B"], [["1", "2"]])).toBe("| A | B |\n| --- | --- |\n| 1 | 2 |");
    expect(fence("x ```` y", "md")).toBe("`````md\nx ```` y\n`````");
  });
});

describe("an API-host refusal relayed by the web host", () => {
  it("keeps the API host's status, code and message", () => {
    const err = apiHostRefusal(403, { error: "forbidden", message: "Scope not allowed for this session." }, new Headers());
    expect([err.status, err.code, err.message]).toEqual([403, "forbidden", "Scope not allowed for this session."]);
  });

  it("renames codes the web host names otherwise, and keeps Retry-After", () => {
    const bad = apiHostRefusal(
      400,
      { error: "bad_request", message: "operation: not allowed", errors: [{ in: "body", name: "operation", message: "x" }] },
      new Headers(),
    );
    expect([bad.status, bad.code, bad.message, bad.options.errors?.[0]?.name]).toEqual([
      400,
      "invalid_request",
      "operation: not allowed",
      "operation",
    ]);
    const limited = apiHostRefusal(429, { error: "rate_limited", message: "Too many." }, new Headers({ "retry-after": "7" }));
    expect([limited.status, limited.code, limited.options.retryAfter]).toEqual([429, "rate_limited", 7]);
  });

  it("reports the web server's own proof trouble as internal_error, and a reused key as 409", () => {
    const own = apiHostRefusal(401, { error: "invalid_dpop_proof", message: "bad proof" }, new Headers());
    expect([own.status, own.code, own.message]).toEqual([500, "internal_error", "The API host refused the forwarded call."]);
    expect(apiHostRefusal(422, { error: "idempotency_key_reused" }, new Headers()).status).toBe(409);
  });
});
