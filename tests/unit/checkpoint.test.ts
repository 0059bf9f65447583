// tlog-checkpoint bodies (lib/statement-log/signed-note.ts): origin, decimal size and base64 root, written
// and read back exactly, with every other spelling refused.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkpointBody, NoteFormatError, parseCheckpointBody } from "@/lib/statement-log/signed-note";

const root = createHash("sha256").update("a root").digest();
const b64 = root.toString("base64");

describe("checkpoint bodies", () => {
  it("are three lines, each ending in a newline", () => {
    expect(checkpointBody({ origin: "example.com/log", size: 42, rootHash: root })).toBe(`example.com/log\n42\n${b64}\n`);
  });

  it("read back what they write, extension lines after the root allowed", () => {
    expect(parseCheckpointBody(`example.com/log\n0\n${b64}\n`)).toEqual({ origin: "example.com/log", size: 0, rootHash: root });
    expect(parseCheckpointBody(`example.com/log\n7\n${b64}\nextension line\n`)).toMatchObject({ size: 7 });
  });

  it("refuse leading zeros, signs, a short or non-canonical root, a missing line or final newline", () => {
    for (const bad of [
      `example.com/log\n042\n${b64}\n`,
      `example.com/log\n-1\n${b64}\n`,
      `example.com/log\n+1\n${b64}\n`,
      `example.com/log\n1\n${root.subarray(0, 31).toString("base64")}\n`,
      `example.com/log\n1\n${b64.replace(/=$/, "")}\n`,
      `\n1\n${b64}\n`,
      `example.com/log\n1\n${b64}`,
      `example.com/log\n1\n`,
      `example.com/log\n99999999999999999\n${b64}\n`,
    ]) {
      expect(() => parseCheckpointBody(bad), JSON.stringify(bad)).toThrow(NoteFormatError);
    }
  });
});
