// A claim anyone can check (issue 29): each verification that makes a workspace a domain's owner, and each
// suspension of a claim, is a statement signed by the witness key like a reading's (lib/witness) and kept
// in ClaimStatement, in the transaction that changes the claim; the log's sequencer appends it (kind
// `claim`). The workspace is named by a random public id, given on its first statement.
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import type { ClaimSuspendedPayload, ClaimVerifiedPayload } from "@/lib/schemas/claim-statement-payload";
import type { ClaimMethod, VerificationMethod } from "@/lib/vocabulary/claim-states";
import { signPayloadAt } from "@/lib/witness-record/sign-payload-at";
import { WITNESS_SERVICE } from "@/lib/witness-record/statement";
import type { ControlCheck } from "@/lib/companies/check-control";

type Tx = Pick<Db, "workspace" | "signingKey" | "claimStatement">;

export interface ClaimSubject {
  claimId: string;
  companyId: string;
  workspaceId: string;
  domain: string;
  slug: string;
}

/** The workspace's public id, given once (a concurrent first statement of the same workspace reads the winner's). */
async function workspacePublicId(tx: Tx, workspaceId: string): Promise<string> {
  const held = await tx.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { publicId: true } });
  if (held.publicId) return held.publicId;
  await tx.workspace.updateMany({
    where: { id: workspaceId, publicId: null },
    data: { publicId: "wsp_" + randomBytes(12).toString("base64url") },
  });
  return (await tx.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { publicId: true } })).publicId!;
}

/** What every claim payload opens with: its version, the service, the event, the subject and the workspace. */
const header = <E extends "verified" | "suspended">(subject: ClaimSubject, publicId: string, event: E) => ({
  claim: 1 as const,
  service: WITNESS_SERVICE,
  event,
  subject: { domain: subject.domain, slug: subject.slug },
  workspace: { public_id: publicId },
});

async function keep(
  tx: Tx,
  subject: ClaimSubject,
  event: "verified" | "suspended",
  method: string,
  at: Date,
  build: (keyId: string) => object,
) {
  const statement = await signPayloadAt(tx, at, build);
  await tx.claimStatement.create({
    data: {
      id: "cst_" + randomBytes(12).toString("base64url"),
      claimId: subject.claimId,
      companyId: subject.companyId,
      workspaceId: subject.workspaceId,
      event,
      method,
      at,
      statement: { ...statement },
      createdAt: at,
    },
  });
}

export async function witnessVerification(
  tx: Tx,
  subject: ClaimSubject,
  proof: { method: VerificationMethod; lookedUp: string; evidence: { value: string; sha256: string }; at: Date },
): Promise<void> {
  const publicId = await workspacePublicId(tx, subject.workspaceId);
  await keep(tx, subject, "verified", proof.method, proof.at, (keyId): ClaimVerifiedPayload => ({
    ...header(subject, publicId, "verified"),
    method: proof.method,
    looked_up: proof.lookedUp,
    observed: { value: proof.evidence.value, sha256: proof.evidence.sha256 },
    verified_at: proof.at.toISOString(),
    key_id: keyId,
  }));
}

export async function witnessSuspension(
  tx: Tx,
  subject: ClaimSubject,
  lapse: { method: ClaimMethod; checks: readonly ControlCheck[]; failingSince: Date; at: Date },
): Promise<void> {
  const publicId = await workspacePublicId(tx, subject.workspaceId);
  await keep(tx, subject, "suspended", lapse.method, lapse.at, (keyId): ClaimSuspendedPayload => ({
    ...header(subject, publicId, "suspended"),
    method: lapse.method,
    checks: lapse.checks.map((c) => ({ method: c.method, looked_up: c.looked_up, observed: c.observed })),
    failing_since: lapse.failingSince.toISOString(),
    suspended_at: lapse.at.toISOString(),
    key_id: keyId,
  }));
}
