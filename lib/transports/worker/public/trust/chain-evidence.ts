// chainEvidence of the worker profile: the workspace's audit blocks re-checked on every read.
import type { Db } from "@/lib/platform/db/client";
import { verifyAuditChain, type ChainIntegrity } from "@/lib/witness-record/audit-chain";

/** Names the check clients see in `integrityCheck`: each block's SHA-256 re-derived and linked to the last. */
export const INTEGRITY_CHECK = "sha256-hash-linkage";

export interface ChainEvidence {
  auditBlockCount: number;
  chainIntegrity: ChainIntegrity;
  integrityCheck: string;
}

export async function chainEvidence(db: Db, workspaceId: string): Promise<ChainEvidence> {
  const blocks = await db.auditBlock.findMany({
    where: { workspaceId },
    select: { seq: true, prevHash: true, hash: true, payload: true },
    orderBy: { seq: "asc" },
  });
  return { auditBlockCount: blocks.length, chainIntegrity: verifyAuditChain(blocks), integrityCheck: INTEGRITY_CHECK };
}
