// `claim.verified` of a claimed company (issue 29): the witnessed verification that made its workspace the
// owner (method and time, as signed) and where that claim statement stands in the log. Null when no
// workspace holds the company by a verified claim, or its control was granted by the operator (no check
// was witnessed).
import type { Db } from "@/lib/platform/db/client";
import type { ClaimVerified } from "@/lib/schemas/claim";
import type { VerificationMethod } from "@/lib/vocabulary/claim-states";

export async function claimVerified(db: Db, company: { id: string; workspaceId: string | null }): Promise<ClaimVerified | null> {
  if (!company.workspaceId) return null;
  const claim = await db.companyClaim.findUnique({
    where: { companyId_workspaceId: { companyId: company.id, workspaceId: company.workspaceId } },
    select: { id: true, state: true },
  });
  if (claim?.state !== "verified") return null;
  const statement = await db.claimStatement.findFirst({
    where: { claimId: claim.id, event: "verified" },
    orderBy: { createdAt: "desc" },
    select: { id: true, method: true, at: true },
  });
  if (!statement) return null;
  const entry = await db.logEntry.findUnique({ where: { claimStatementId: statement.id }, select: { index: true } });
  return {
    method: statement.method as VerificationMethod,
    verified_at: statement.at.toISOString(),
    log_index: entry ? Number(entry.index) : null,
  };
}
