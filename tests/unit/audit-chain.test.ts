// Hash-linked audit blocks (lib/witness-record/audit-chain.ts): each hash is SHA-256 of the previous hash and the
// payload, so altering, dropping or reordering a block breaks the chain.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditBlockHash, GENESIS_PREV_HASH, verifyAuditChain, type AuditBlockLink } from "@/lib/witness-record/audit-chain";

function chain(payloads: string[]): AuditBlockLink[] {
  let prev = "0".repeat(64);
  return payloads.map((payload, seq) => {
    const hash = createHash("sha256")
      .update(prev + payload)
      .digest("hex");
    const block = { seq, prevHash: prev, hash, payload };
    prev = hash;
    return block;
  });
}

describe("audit chains", () => {
  const blocks = chain(['{"a":1}', '{"b":2}', '{"c":3}']);

  it("hash the previous hash and the payload, starting from 64 zeros", () => {
    expect(GENESIS_PREV_HASH).toBe("0".repeat(64));
    expect(auditBlockHash(blocks[0]!.prevHash, blocks[0]!.payload)).toBe(blocks[0]!.hash);
  });

  it("are intact when every link holds, in whatever order the blocks arrive; empty when there are none", () => {
    expect(verifyAuditChain(blocks)).toBe("intact");
    expect(verifyAuditChain([...blocks].reverse())).toBe("intact");
    expect(verifyAuditChain([])).toBe("empty");
  });

  it("break when a payload, a stored hash or a link changes, or a block is missing", () => {
    expect(verifyAuditChain(blocks.map((b, i) => (i === 1 ? { ...b, payload: '{"b":3}' } : b)))).toBe("broken");
    expect(verifyAuditChain(blocks.map((b, i) => (i === 2 ? { ...b, hash: "f".repeat(64) } : b)))).toBe("broken");
    expect(verifyAuditChain([blocks[0]!, blocks[2]!])).toBe("broken");
    expect(verifyAuditChain(blocks.slice(1))).toBe("broken");
    const rehashed = chain(['{"a":1}', '{"x":9}', '{"c":3}']);
    expect(verifyAuditChain([blocks[0]!, rehashed[1]!, blocks[2]!])).toBe("broken");
  });
});
