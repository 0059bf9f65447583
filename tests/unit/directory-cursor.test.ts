// The directory's keyset cursors (lib/directory/cursor.ts): `<payload>.<mac>`, HMAC-SHA256 under
// CURSOR_SECRET. Each refusal names its reason; cursors carry no time, so none expires.
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "@/lib/platform/clock";
import { CURSOR_VERSION, CursorRefusedError, decodeCursor, encodeCursor, sealCursor } from "@/lib/directory/cursor";
import { b64url, cursorMac } from "@/tests/unit/support/cursor-mac";

const key = { rank: -1767225600000n, sortName: "acme corp", id: "cmp_1" };
const PUBLIC = { list: "directory", scope: "public" } as const;
const wire = { v: CURSOR_VERSION, s: "public", l: "directory", k: [key.rank.toString(), key.sortName, key.id], p: 40, f: "industry=saas" };
// The service's MAC is over a fixed context string and the payload; written out here from the module's format.
const forge = (payload: unknown) => `${b64url(payload)}.${cursorMac("ptn-directory-cursor\0", b64url(payload))}`;

function reason(text: string, expected: Parameters<typeof decodeCursor>[1] = PUBLIC): string {
  try {
    decodeCursor(text, expected);
  } catch (err) {
    if (err instanceof CursorRefusedError) return err.reason;
    throw err;
  }
  return "accepted";
}

afterEach(() => setClock(undefined));

describe("directory cursors", () => {
  it("carry the sort key, position and filter through a round trip, bigints included", () => {
    const text = encodeCursor({ scope: "public", list: "directory", key, position: 40, filter: "industry=saas" });
    expect(decodeCursor(text, PUBLIC)).toEqual({
      version: 1,
      scope: "public",
      list: "directory",
      key,
      position: 40,
      filter: "industry=saas",
    });
  });

  it("are the payload and its HMAC, as a client could check with the secret", () => {
    expect(encodeCursor({ scope: "public", list: "directory", key, position: 40, filter: "industry=saas" })).toBe(forge(wire));
    expect(sealCursor({ any: 1 })).toBe(forge({ any: 1 }));
  });

  it("refuse another list and another scope, by name", () => {
    const text = encodeCursor({ scope: "workspace:w1", list: "network-search", key, position: 0, filter: "" });
    expect(reason(text, { list: "network-search", scope: "workspace:w1" })).toBe("accepted");
    expect(reason(text, { list: "directory", scope: "workspace:w1" })).toBe("wrong_list");
    expect(reason(text, { list: "network-search", scope: "public" })).toBe("wrong_scope");
    expect(reason(text, { list: "network-search", scope: "workspace:w2" })).toBe("wrong_scope");
  });

  it("refuse any altered character, of the payload or of the MAC", () => {
    const text = encodeCursor({ scope: "public", list: "directory", key, position: 40, filter: "" });
    const dot = text.indexOf(".");
    for (const at of [0, dot - 1, dot + 1, text.length - 1]) {
      const swapped = text[at] === "A" ? "B" : "A";
      expect(reason(text.slice(0, at) + swapped + text.slice(at + 1)), `at ${at}`).toMatch(/^(altered|undecodable)$/);
    }
    expect(reason(b64url(wire) + "." + cursorMac("another context\0", b64url(wire)))).toBe("altered");
  });

  it("tell an older or a newer payload version apart from a broken one", () => {
    expect(reason(forge({ ...wire, v: 0 }))).toBe("older_version");
    expect(reason(forge({ ...wire, v: 2 }))).toBe("unknown_version");
    expect(reason(forge({ ...wire, p: -1 }))).toBe("undecodable");
    expect(reason(forge({ ...wire, k: ["12x", "a", "b"] }))).toBe("undecodable");
    expect(reason(`${b64url("not json")}.${cursorMac("ptn-directory-cursor\0", b64url("not json"))}`)).toBe("undecodable");
    expect(reason("no-dot")).toBe("undecodable");
    expect(reason("a.b.c")).toBe("undecodable");
    expect(reason("x".repeat(1025))).toBe("undecodable");
  });

  it("do not expire: a cursor read ten years on still decodes", () => {
    const text = encodeCursor({ scope: "public", list: "directory", key, position: 1, filter: "" });
    setClock(manualClock(Date.UTC(2036, 0, 1)));
    expect(decodeCursor(text, PUBLIC).position).toBe(1);
  });
});
