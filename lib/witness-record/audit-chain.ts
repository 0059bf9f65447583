// Hash-linked audit blocks: each block's hash covers the previous block's hash and its own canonical
// payload, so altering, removing or reordering any block breaks every later link.
import { sha256Hex } from "@/lib/platform/canonical-json";

export const GENESIS_PREV_HASH = "0".repeat(64);

export type ChainIntegrity = "intact" | "broken" | "empty";

export interface AuditBlockLink {
  seq: number;
  prevHash: string;
  hash: string;
  payload: string;
}

export function auditBlockHash(prevHash: string, payload: string): string {
  return sha256Hex(prevHash + payload);
}

/** Re-derives every hash and every link; the stored hashes are never trusted on their own. */
export function verifyAuditChain(blocks: readonly AuditBlockLink[]): ChainIntegrity {
  if (blocks.length === 0) return "empty";
  const ordered = [...blocks].sort((a, b) => a.seq - b.seq);
  let expectedPrev = GENESIS_PREV_HASH;
  for (let i = 0; i < ordered.length; i++) {
    const block = ordered[i];
    if (block.seq !== i) return "broken";
    if (block.prevHash !== expectedPrev) return "broken";
    if (block.hash !== auditBlockHash(block.prevHash, block.payload)) return "broken";
    expectedPrev = block.hash;
  }
  return "intact";
}
