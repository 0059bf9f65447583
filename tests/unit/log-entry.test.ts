// Log entries (lib/statement-log/log-entry.ts): the RFC 8785 JSON of `{ kind, statement }` with exactly the
// published statement fields, at most 65535 bytes, and tlog-tiles entry bundles of length-prefixed entries.
import { describe, expect, it } from "vitest";
import { encodeEntry, entryBundle, EntryTooLargeError, MAX_ENTRY_BYTES } from "@/lib/statement-log/log-entry";

const statement = { payload: '{"version":1}', signature: "ed25519:AAAA", key_id: "wk_1", alg: "Ed25519", canonicalization: "RFC8785" };

describe("log entries", () => {
  it("are the canonical JSON of kind and statement, extra fields dropped", () => {
    const bytes = encodeEntry("statement", { ...statement, extra: "ignored" } as typeof statement);
    expect(bytes.toString("utf8")).toBe(
      '{"kind":"statement","statement":{"alg":"Ed25519","canonicalization":"RFC8785",' +
        '"key_id":"wk_1","payload":"{\\"version\\":1}","signature":"ed25519:AAAA"}}',
    );
    expect(encodeEntry("correction", statement).equals(bytes)).toBe(false);
  });

  it("refuse an entry over 65535 bytes", () => {
    expect(MAX_ENTRY_BYTES).toBe(65535);
    expect(() => encodeEntry("statement", { ...statement, payload: "x".repeat(70_000) })).toThrow(EntryTooLargeError);
  });

  it("bundle as big-endian uint16 lengths each followed by its bytes", () => {
    const a = Buffer.from("ab");
    const b = Buffer.alloc(300, 7);
    const bundle = entryBundle([a, b]);
    expect(bundle.subarray(0, 4).toString("hex")).toBe("00026162");
    expect(bundle.readUInt16BE(4)).toBe(300);
    expect(bundle.subarray(6).equals(b)).toBe(true);
    expect(entryBundle([]).length).toBe(0);
  });
});
