// The change-feed cursor (lib/feed/changes-cursor.ts): `c1.<payload>.<mac>` naming a (recordedAt, seq)
// position; altered, foreign and malformed cursors are refused, and a position survives exactly.
import { describe, expect, it } from "vitest";
import { decodeChangesCursor, encodeChangesCursor, InvalidCursorError } from "@/lib/feed/changes-cursor";
import { b64url, cursorMac } from "@/tests/unit/support/cursor-mac";

const LABEL = "svc-changes-cursor-v1\n";
const forge = (payload: unknown) => `c1.${b64url(payload)}.${cursorMac(LABEL + b64url(payload))}`;
const position = { recordedAt: new Date(Date.UTC(2026, 4, 1, 12, 30, 15, 123)), seq: 9_223_372_036_854_775_807n };

describe("change-feed cursors", () => {
  it("carry a position to the millisecond and a seq beyond 2^53", () => {
    expect(decodeChangesCursor(encodeChangesCursor(position))).toEqual(position);
  });

  it("are c1., the payload and its HMAC under the feed's own label", () => {
    expect(encodeChangesCursor(position)).toBe(forge({ t: position.recordedAt.getTime(), s: position.seq.toString() }));
  });

  it("refuse a cursor of another list signed with the same secret", () => {
    const payload = b64url({ t: 0, s: "1" });
    expect(() => decodeChangesCursor(`c1.${payload}.${cursorMac("svc-eu-rule-changes-cursor-v1\n" + payload)}`)).toThrow(
      InvalidCursorError,
    );
  });

  it("refuse an altered payload or MAC, another prefix, extra parts and an overlong cursor", () => {
    const text = encodeChangesCursor(position);
    const at = 5;
    expect(() => decodeChangesCursor(text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1))).toThrow(InvalidCursorError);
    expect(() => decodeChangesCursor(text.slice(0, -2) + (text.at(-2) === "A" ? "B" : "A") + text.at(-1))).toThrow(InvalidCursorError);
    expect(() => decodeChangesCursor("c0" + text.slice(2))).toThrow(/older format/);
    expect(() => decodeChangesCursor(text + ".x")).toThrow(/malformed/);
    expect(() => decodeChangesCursor("c1." + "A".repeat(300))).toThrow(InvalidCursorError);
  });

  it("refuse a well-signed payload whose fields are wrong", () => {
    expect(() => decodeChangesCursor(forge({ t: 1.5, s: "1" }))).toThrow(/malformed/);
    expect(() => decodeChangesCursor(forge({ t: 1, s: "-1" }))).toThrow(/malformed/);
    expect(() => decodeChangesCursor(forge({ t: 1, s: 1 }))).toThrow(/malformed/);
    expect(() => decodeChangesCursor(forge({ t: 1, s: "1".repeat(20) }))).toThrow(/malformed/);
    expect(decodeChangesCursor(forge({ t: 1, s: "7" }))).toEqual({ recordedAt: new Date(1), seq: 7n });
  });
});
