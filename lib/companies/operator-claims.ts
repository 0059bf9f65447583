// What the operator of a hosted instance does by hand (`npm run company`): grant a verified claim (for
// disputes and onboarding), remove a company's claim, transfer it to another workspace, list them. Each
// change is an audit event of the workspaces it touches, with the operator as the actor.
import { randomBytes } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { recomputeDirectoryKeys, writeRecordVersion } from "@/lib/network/publish-version";
import { CLAIM_WINDOW_MS } from "@/lib/vocabulary/claim-states";
import { CLAIM_TRANSACTION, companyForDomain, grantClaim, newTokens } from "@/lib/companies/claims";

export class OperatorClaimError extends Error {}

async function workspaceBySlug(db: Db, slug: string) {
  const ws = await db.workspace.findUnique({ where: { slug }, select: { id: true, slug: true } });
  if (!ws) throw new OperatorClaimError(`no workspace with slug "${slug}"`);
  return ws;
}

/** Grants `domain` to the workspace as a verified claim (the former owner, if any, loses it). */
export async function operatorGrant(
  db: Db,
  domain: string,
  workspaceSlug: string,
  action: "company.granted" | "company.transferred" = "company.granted",
) {
  const ws = await workspaceBySlug(db, workspaceSlug);
  const company = await companyForDomain(db, domain);
  const before = company.workspaceId;
  const now = clock().now();
  const claim = await db.companyClaim.upsert({
    where: { companyId_workspaceId: { companyId: company.id, workspaceId: ws.id } },
    create: {
      id: "cl_" + randomBytes(12).toString("base64url"),
      companyId: company.id,
      workspaceId: ws.id,
      state: "unverified",
      ...newTokens(),
      tokenExpiresAt: new Date(now.getTime() + CLAIM_WINDOW_MS),
    },
    update: {},
    include: { company: true },
  });
  await grantClaim(db, claim, { method: "operator", at: now, force: true });
  const detail = { company: company.slug, domain, to: ws.slug };
  await recordAuditEvent(db, { workspaceId: ws.id, action, actorType: "operator", detail, at: now });
  if (before && before !== ws.id) await recordAuditEvent(db, { workspaceId: before, action, actorType: "operator", detail, at: now });
  return { slug: company.slug, workspace: ws.slug, from: before };
}

/** Removes every claim on `domain`: the company is unclaimed again (a `withdrawn` version if it was published). */
export async function operatorRemove(db: Db, domain: string) {
  const company = await db.company.findUnique({ where: { domain } });
  if (!company) throw new OperatorClaimError(`no company with domain "${domain}"`);
  const claims = await db.companyClaim.findMany({ where: { companyId: company.id }, select: { workspaceId: true } });
  const now = clock().now();
  await db.$transaction(async (tx) => {
    const stamped = await takeFeedOrder(tx);
    await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${company.id} FOR UPDATE`;
    const current = await tx.company.findUniqueOrThrow({ where: { id: company.id } });
    if (current.publication === "published" && current.isNetwork && !current.withdrawnAt) {
      await tx.company.update({ where: { id: company.id }, data: { publication: "private" } });
      await writeRecordVersion(tx as Db, company.id, { kind: "withdrawn", recordedAt: stamped });
    }
    await tx.company.update({ where: { id: company.id }, data: { workspaceId: null, publication: "unclaimed" } });
    await tx.companyClaim.deleteMany({ where: { companyId: company.id } });
    await recomputeDirectoryKeys(tx as Db, company.id);
  }, CLAIM_TRANSACTION);
  const workspaces = new Set([...claims.map((c) => c.workspaceId), ...(company.workspaceId ? [company.workspaceId] : [])]);
  for (const workspaceId of workspaces) {
    await recordAuditEvent(db, {
      workspaceId,
      action: "company.removed",
      actorType: "operator",
      detail: { company: company.slug, domain },
      at: now,
    });
  }
  return { slug: company.slug, claims: claims.length };
}

export async function operatorList(db: Db) {
  const claims = await db.companyClaim.findMany({
    include: {
      company: { select: { slug: true, domain: true, workspaceId: true, publication: true } },
      workspace: { select: { slug: true } },
    },
    orderBy: [{ createdAt: "asc" }],
  });
  return claims.map((c) => ({
    domain: c.company.domain,
    slug: c.company.slug,
    workspace: c.workspace.slug,
    state: c.state,
    method: c.method,
    owner: c.company.workspaceId === c.workspaceId,
    publication: c.company.publication,
  }));
}
