// Correction payloads (lib/statement-log/correction-payload.ts): the canonical JSON naming the logged
// statement corrected, read back strictly; a payload of any other shape is not a correction.
import { describe, expect, it } from "vitest";
import { correctionPayload, MAX_REASON_LENGTH, parseCorrectionPayload } from "@/lib/statement-log/correction-payload";

const leaf = "ab".repeat(32);
const input = {
  logIndex: 7,
  leafHashHex: leaf,
  action: "withdraw" as const,
  reason: "Read the wrong domain.",
  correctedAt: new Date(Date.UTC(2026, 1, 2)),
};

describe("correction payloads", () => {
  it("are canonical JSON, keys sorted, with replaced_by only for a replacement", () => {
    expect(correctionPayload(input)).toBe(
      `{"action":"withdraw","corrected_at":"2026-02-02T00:00:00.000Z","corrects":{"leaf_hash":"${leaf}` +
        `","log_index":7},"reason":"Read the wrong domain.","type":"svc-witness-correction","version":1}`,
    );
    const replace = JSON.parse(correctionPayload({ ...input, action: "replace", replacementSha256: "cd".repeat(32) }));
    expect(replace.replaced_by).toEqual({ statement_sha256: "cd".repeat(32) });
  });

  it("read back what they write", () => {
    expect(parseCorrectionPayload(correctionPayload(input))).toMatchObject({
      action: "withdraw",
      corrects: { log_index: 7, leaf_hash: leaf },
    });
  });

  it("are not read from another type, an unknown field, a bad hash, an empty or long reason, or non-JSON", () => {
    const base = JSON.parse(correctionPayload(input));
    for (const bad of [
      { ...base, type: "svc-witness" },
      { ...base, extra: 1 },
      { ...base, corrects: { log_index: 7, leaf_hash: "AB".repeat(32) } },
      { ...base, corrects: { log_index: -1, leaf_hash: leaf } },
      { ...base, reason: "" },
      { ...base, reason: "x".repeat(MAX_REASON_LENGTH + 1) },
      { ...base, action: "amend" },
    ]) {
      expect(parseCorrectionPayload(JSON.stringify(bad))).toBeNull();
    }
    expect(parseCorrectionPayload("{not json")).toBeNull();
  });
});
