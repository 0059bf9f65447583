// The EU AI Act regulatory change feed's cursor (lib/eu-ai-act/read-rule-changes.ts): `eu1.` and a signed
// seq; a cursor of another list signed with the same secret, or an altered one, is refused.
import { describe, expect, it } from "vitest";
import { decodeRuleChangeCursor, encodeRuleChangeCursor } from "@/lib/eu-ai-act/read-rule-changes";
import { encodeChangesCursor } from "@/lib/feed/changes-cursor";
import { b64url, cursorMac } from "@/tests/unit/support/cursor-mac";

const LABEL = "svc-eu-rule-changes-cursor-v1\n";
const forge = (seq: string) => `eu1.${b64url(seq)}.${cursorMac(LABEL + b64url(seq))}`;

describe("rule-change cursors", () => {
  it("round-trip a seq and are the HMAC of its text under the feed's label", () => {
    expect(decodeRuleChangeCursor(encodeRuleChangeCursor(1234))).toBe(1234);
    expect(encodeRuleChangeCursor(1234)).toBe(forge("1234"));
  });

  it("refuse the change feed's cursor, an altered MAC and a negative or fractional seq", () => {
    expect(() => decodeRuleChangeCursor(encodeChangesCursor({ recordedAt: new Date(0), seq: 1n }))).toThrow(/not a cursor of this feed/);
    const text = encodeRuleChangeCursor(5);
    expect(() => decodeRuleChangeCursor(text.slice(0, -2) + (text.at(-2) === "A" ? "B" : "A") + text.at(-1))).toThrow(/altered/);
    expect(() => decodeRuleChangeCursor(forge("-1"))).toThrow(/malformed/);
    expect(() => decodeRuleChangeCursor(forge("1.5"))).toThrow(/malformed/);
    expect(() => decodeRuleChangeCursor("eu1.only")).toThrow(/malformed/);
  });
});
