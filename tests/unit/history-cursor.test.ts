// The profile history cursor (lib/network/profile/history-cursor.ts): bound to one record, authenticated,
// versioned; every refusal is the registry's invalid_cursor naming the query parameter.
import { describe, expect, it } from "vitest";
import { Refusal } from "@/lib/platform/refusal";
import { decodeHistoryCursor, encodeHistoryCursor } from "@/lib/network/profile/history-cursor";
import { b64url, cursorMac } from "@/tests/unit/support/cursor-mac";

const forge = (payload: unknown) => `${b64url(payload)}.${cursorMac(`profile-history.${b64url(payload)}`)}`;

function refusal(cursor: string, companyId = "cmp_1"): string {
  try {
    decodeHistoryCursor(cursor, companyId);
  } catch (err) {
    expect(err).toBeInstanceOf(Refusal);
    expect((err as Refusal).code).toBe("invalid_cursor");
    expect((err as Refusal).options.errors).toEqual([{ in: "query", name: "cursor", message: expect.any(String) }]);
    return (err as Refusal).options.errors![0]!.message;
  }
  return "accepted";
}

describe("profile history cursors", () => {
  it("give back the version to continue below, for the record they were issued for", () => {
    expect(decodeHistoryCursor(encodeHistoryCursor("cmp_1", 17), "cmp_1")).toBe(17);
    expect(encodeHistoryCursor("cmp_1", 17)).toBe(forge({ v: 1, c: "cmp_1", before: 17 }));
  });

  it("refuse another record's cursor, an altered one, and one of another payload version", () => {
    expect(refusal(encodeHistoryCursor("cmp_2", 17))).toMatch(/another record/);
    const text = encodeHistoryCursor("cmp_1", 17);
    expect(refusal((text[0] === "e" ? "f" : "e") + text.slice(1))).toMatch(/altered/);
    expect(refusal(forge({ v: 0, c: "cmp_1", before: 17 }))).toMatch(/older payload version/);
  });

  it("refuse malformed cursors and a version below 1", () => {
    expect(refusal("only-one-part")).toMatch(/cannot be decoded/);
    expect(refusal("a.b.c")).toMatch(/cannot be decoded/);
    expect(refusal(forge({ v: 1, c: "cmp_1", before: 0 }))).toMatch(/cannot be decoded/);
    expect(refusal(forge({ v: 1, c: "cmp_1", before: 2.5 }))).toMatch(/cannot be decoded/);
    expect(refusal(`${b64url("{")}.${cursorMac(`profile-history.${b64url("{")}`)}`)).toMatch(/cannot be decoded/);
  });
});
