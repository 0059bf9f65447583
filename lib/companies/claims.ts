// A workspace's claims on company domains (issue 29). The verified owner of a company is its one
// `workspaceId` column, written under the company's row lock, so a domain never has two owners however
// many verifications race; a claim row per workspace holds the token, the state and the draft facts.
import { randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import type { Company, CompanyClaim } from "@/lib/platform/db/generated/client";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { recomputeDirectoryKeys, writeRecordVersion } from "@/lib/network/publish-version";
import { CLAIM_WINDOW_MS, type ClaimMethod, type ClaimState, type VerificationMethod } from "@/lib/vocabulary/claim-states";
import { slugBaseOf } from "@/lib/companies/claim-domain";
import { checkControl, fileUrl, txtName, txtValue, type ControlCheck } from "@/lib/companies/check-control";
import { DomainClaimedError, VerificationFailedError } from "@/lib/companies/claim-errors";
import { witnessVerification } from "@/lib/companies/claim-statement";
import { ensureSigningKeyPublished } from "@/lib/witness/reading-statement";

/**
 * Claim writes wait their turn on the change feed's order lock (takeFeedOrder): under a burst of verifies
 * and publishes the default 2 s wait for a connection and 5 s per transaction are too short.
 */
export const CLAIM_TRANSACTION = { maxWait: 15_000, timeout: 30_000 };

export type ClaimWithCompany = CompanyClaim & { company: Company };

const newToken = () => randomBytes(24).toString("base64url");
/** A fresh token per method, so a value seen in one place (a public TXT record) proves nothing in the other. */
export const newTokens = () => ({ dnsToken: newToken(), fileToken: newToken() });
const newId = () => "cl_" + randomBytes(12).toString("base64url");

export function claimJson(claim: ClaimWithCompany) {
  const { company } = claim;
  const owned = company.workspaceId === claim.workspaceId;
  const visibility = !owned
    ? "unclaimed"
    : company.publication === "published" && company.isNetwork && !company.withdrawnAt
      ? "published"
      : "private";
  return {
    slug: company.slug,
    domain: company.domain!,
    state: claim.state as ClaimState,
    visibility: visibility as "unclaimed" | "private" | "published",
    verification: {
      token_expires_at: claim.tokenExpiresAt.toISOString(),
      methods: [
        { method: "dns_txt" as const, name: txtName(company.domain!), value: txtValue(claim.dnsToken) },
        { method: "https_file" as const, url: fileUrl(company.domain!), content: claim.fileToken },
      ],
    },
    method: (claim.method as ClaimMethod | null) ?? null,
    verified_at: claim.verifiedAt?.toISOString() ?? null,
  };
}

async function freeSlug(db: Db, domain: string): Promise<string> {
  const base = slugBaseOf(domain);
  for (let i = 0; i < 50; i++) {
    const slug = i === 0 ? base : `${base}-${i + 1}`;
    if (!(await db.company.findUnique({ where: { slug }, select: { id: true } }))) return slug;
  }
  return `${base}-${randomBytes(4).toString("hex")}`;
}

export async function companyForDomain(db: Db, domain: string): Promise<Company> {
  const found = await db.company.findUnique({ where: { domain } });
  if (found) return found;
  const slug = await freeSlug(db, domain);
  try {
    return await db.company.create({
      data: {
        id: slug,
        slug,
        domain,
        name: domain,
        sortName: domain,
        industries: [],
        dataResidency: [],
        deploymentModels: [],
        productNames: [],
        jurisdiction: "",
        searchText: domain,
      },
    });
  } catch (err) {
    // Another request named the same domain (or took the slug) first: read what it made.
    if ((err as { code?: string }).code !== "P2002") throw err;
    const again = await db.company.findUnique({ where: { domain } });
    if (again) return again;
    return companyForDomain(db, domain);
  }
}

/** Whether another workspace holds the company: it owns it and its claim (if any) is not suspended. */
async function heldByAnother(db: Db, company: Pick<Company, "id" | "workspaceId">, workspaceId: string): Promise<boolean> {
  if (!company.workspaceId || company.workspaceId === workspaceId) return false;
  const owner = await db.companyClaim.findUnique({
    where: { companyId_workspaceId: { companyId: company.id, workspaceId: company.workspaceId } },
    select: { state: true },
  });
  return owner?.state !== "suspended";
}

/**
 * Adds (or returns) this workspace's claim on a domain; a domain verified by another workspace is refused.
 * `record` runs in the transaction that creates the claim (not when the claim existed already): the claim
 * and its audit row commit together, so a retry after a failure creates and records it once.
 */
export async function addClaim(
  db: Db,
  { workspaceId, domain }: { workspaceId: string; domain: string },
  record: InSameTransaction<ClaimWithCompany> = nothingMore,
): Promise<{ claim: ClaimWithCompany; created: boolean }> {
  const company = await companyForDomain(db, domain);
  if (await heldByAnother(db, company, workspaceId)) throw new DomainClaimedError(domain);
  const now = clock().now();
  const existing = await db.companyClaim.findUnique({
    where: { companyId_workspaceId: { companyId: company.id, workspaceId } },
    include: { company: true },
  });
  if (existing) return { claim: existing, created: false };
  try {
    const claim = await db.$transaction(async (tx) => {
      const created = await tx.companyClaim.create({
        data: {
          id: newId(),
          companyId: company.id,
          workspaceId,
          state: "unverified",
          ...newTokens(),
          tokenExpiresAt: new Date(now.getTime() + CLAIM_WINDOW_MS),
        },
        include: { company: true },
      });
      await record(tx as Db, created);
      return created;
    }, CLAIM_TRANSACTION);
    return { claim, created: true };
  } catch (err) {
    // A racing request created it first; its transaction is over, so the claim is read outside it.
    if ((err as { code?: string }).code !== "P2002") throw err;
    const raced = await db.companyClaim.findUnique({
      where: { companyId_workspaceId: { companyId: company.id, workspaceId } },
      include: { company: true },
    });
    return { claim: raced!, created: false };
  }
}

/** The workspace's claim on the company with this slug, or null (another workspace's company included). */
export async function findClaim(db: Db, workspaceId: string, slug: string): Promise<ClaimWithCompany | null> {
  return db.companyClaim.findFirst({ where: { workspaceId, company: { slug } }, include: { company: true } });
}

export async function listClaims(db: Db, workspaceId: string): Promise<ClaimWithCompany[]> {
  return db.companyClaim.findMany({ where: { workspaceId }, include: { company: true }, orderBy: { createdAt: "asc" } });
}

export interface Verified {
  claim: ClaimWithCompany;
  method: VerificationMethod;
  verifiedAt: Date;
  checks: ControlCheck[];
  evidence: { value: string; sha256: string };
  /** True when this verification made the workspace the owner (first time, or after a suspension). */
  granted: boolean;
}

/**
 * Marks a claim verified and its workspace the company's owner, under the company's row lock. A check that
 * made the workspace the owner is witnessed in the same transaction: a signed claim statement for the log.
 */
export async function grantClaim(
  db: Db,
  claim: ClaimWithCompany,
  {
    method,
    at,
    force = false,
    proof,
    record = nothingMore,
  }: {
    method: VerificationMethod | "operator";
    at: Date;
    force?: boolean;
    proof?: ControlCheck;
    /** Runs in the grant's transaction, after it (the audit row of the verification commits with it). */
    record?: InSameTransaction<{ claim: ClaimWithCompany; granted: boolean }>;
  },
): Promise<{ claim: ClaimWithCompany; granted: boolean }> {
  return db.$transaction(async (tx) => {
    const stamped = await takeFeedOrder(tx);
    await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${claim.companyId} FOR UPDATE`;
    const company = await tx.company.findUniqueOrThrow({ where: { id: claim.companyId } });
    if (!force && (await heldByAnother(tx as Db, company, claim.workspaceId))) throw new DomainClaimedError(company.domain ?? company.slug);
    const current = await tx.companyClaim.findUniqueOrThrow({ where: { id: claim.id } });
    const granted = company.workspaceId !== claim.workspaceId || current.state !== "verified";
    const restore = current.state === "suspended" && current.suspendedFrom === "published";
    const publication = restore
      ? "published"
      : company.publication === "unclaimed" || company.workspaceId !== claim.workspaceId
        ? "private"
        : company.publication;
    await tx.company.update({ where: { id: company.id }, data: { workspaceId: claim.workspaceId, publication } });
    // A record that changes visibility here (restored after a suspension, or a new owner's private start)
    // says so in the change feed like any publish or withdrawal.
    const wasPublished = company.publication === "published" && company.isNetwork && !company.withdrawnAt;
    const nowPublished = publication === "published" && company.isNetwork && !company.withdrawnAt;
    if (wasPublished !== nowPublished)
      await writeRecordVersion(tx as Db, company.id, { kind: nowPublished ? "published" : "withdrawn", recordedAt: stamped });
    const updated = await tx.companyClaim.update({
      where: { id: claim.id },
      data: {
        state: "verified",
        method,
        verifiedAt: granted ? at : (current.verifiedAt ?? at),
        lastCheckedAt: at,
        failingSince: null,
        noticeDay: 0,
        suspendedFrom: null,
      },
      include: { company: true },
    });
    // The new owner's claim is the only one that stands: a former owner's (suspended, or overruled by the
    // operator) goes back to unverified.
    await tx.companyClaim.updateMany({
      where: { companyId: company.id, id: { not: claim.id }, state: { not: "unverified" } },
      data: { state: "unverified", suspendedFrom: null },
    });
    await recomputeDirectoryKeys(tx as Db, company.id);
    if (granted && proof?.evidence && method !== "operator") {
      const subject = {
        claimId: claim.id,
        companyId: company.id,
        workspaceId: claim.workspaceId,
        domain: company.domain!,
        slug: company.slug,
      };
      await witnessVerification(tx as Db, subject, { method, lookedUp: proof.looked_up, evidence: proof.evidence, at });
    }
    await record(tx as Db, { claim: updated, granted });
    return { claim: updated, granted };
  }, CLAIM_TRANSACTION);
}

/**
 * Checks the domain now; on a match the claim is verified (and restored after a suspension). `record` runs in
 * the transaction that marks it verified, so the verification and its audit row commit together.
 */
export async function verifyClaim(db: Db, claim: ClaimWithCompany, record: InSameTransaction<Verified> = nothingMore): Promise<Verified> {
  // Before the check takes its time: a key first published now is valid from now, not from before.
  await ensureSigningKeyPublished(db);
  const now = clock().now();
  if (claim.tokenExpiresAt <= now) {
    await db.companyClaim.update({
      where: { id: claim.id },
      data: { ...newTokens(), tokenExpiresAt: new Date(now.getTime() + CLAIM_WINDOW_MS) },
    });
    const expired: ControlCheck[] = [
      {
        method: "dns_txt",
        looked_up: `TXT ${txtName(claim.company.domain!)}`,
        observed: "token_expired",
        detail: `the token expired at ${claim.tokenExpiresAt.toISOString()}`,
      },
      {
        method: "https_file",
        looked_up: fileUrl(claim.company.domain!),
        observed: "token_expired",
        detail: `the token expired at ${claim.tokenExpiresAt.toISOString()}`,
      },
    ];
    throw new VerificationFailedError(expired, true);
  }
  const checks = await checkControl(claim.company.domain!, claim);
  const hit = checks.find((c) => c.observed === "matched");
  if (!hit?.evidence) throw new VerificationFailedError(checks, false);
  const evidence = hit.evidence;
  const verified = ({ claim: updated, granted }: { claim: ClaimWithCompany; granted: boolean }): Verified => ({
    claim: updated,
    method: hit.method,
    verifiedAt: updated.verifiedAt ?? now,
    checks,
    evidence,
    granted,
  });
  const granted = await grantClaim(db, claim, { method: hit.method, at: now, proof: hit, record: (tx, g) => record(tx, verified(g)) });
  return verified(granted);
}
