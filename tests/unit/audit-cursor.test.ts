// The audit export cursor (lib/audit/audit-cursor.ts): the last exported seq, bound to one workspace and
// signed, so it cannot be moved to another workspace's log or edited.
import { describe, expect, it } from "vitest";
import { decodeAuditCursor, encodeAuditCursor } from "@/lib/audit/audit-cursor";
import { Refusal } from "@/lib/platform/refusal";
import { b64url, cursorMac } from "@/tests/unit/support/cursor-mac";

const forge = (payload: unknown) => `a1.${b64url(payload)}.${cursorMac(`audit-export:${b64url(payload)}`)}`;

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(Refusal);
    expect((err as Refusal).code).toBe("invalid_cursor");
    return (err as Refusal).message;
  }
  return "accepted";
}

describe("audit export cursors", () => {
  it("round-trip a seq beyond 2^53 for their own workspace", () => {
    const seq = 2n ** 62n + 5n;
    expect(decodeAuditCursor(encodeAuditCursor("ws_1", seq), "ws_1")).toBe(seq);
    expect(encodeAuditCursor("ws_1", 5n)).toBe(forge({ w: "ws_1", s: "5" }));
  });

  it("refuse another workspace, an edit, another version prefix and unreadable bodies", () => {
    expect(refused(() => decodeAuditCursor(encodeAuditCursor("ws_1", 5n), "ws_2"))).toMatch(/another workspace/);
    const text = encodeAuditCursor("ws_1", 5n);
    expect(refused(() => decodeAuditCursor(text.slice(0, 4) + (text[4] === "A" ? "B" : "A") + text.slice(5), "ws_1"))).toMatch(/altered/);
    expect(refused(() => decodeAuditCursor("a0" + text.slice(2), "ws_1"))).toMatch(/cannot be read/);
    expect(refused(() => decodeAuditCursor(forge({ w: "ws_1", s: "-5" }), "ws_1"))).toMatch(/cannot be read/);
    expect(refused(() => decodeAuditCursor(`a1.${b64url("[")}.${cursorMac(`audit-export:${b64url("[")}`)}`, "ws_1"))).toMatch(
      /cannot be read/,
    );
  });
});
