// The daily re-check of every verified claim (issue 29): the same two checks as verification. The first
// failure starts the count; the admins are mailed on the first and the sixth failed day, and the seventh
// suspends the claim: the record goes private (a `withdrawn` version when it was published) until control
// is proven again, which restores it. An audit event each time. Time comes from the injected clock.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { takeFeedOrder } from "@/lib/feed/change-order";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { env } from "@/lib/platform/env";
import { recomputeDirectoryKeys, writeRecordVersion } from "@/lib/network/publish-version";
import type { ClaimMethod } from "@/lib/vocabulary/claim-states";
import { ensureSigningKeyPublished } from "@/lib/witness/reading-statement";
import { checkControl, type ControlCheck } from "@/lib/companies/check-control";
import { witnessSuspension } from "@/lib/companies/claim-statement";
import { CLAIM_TRANSACTION } from "@/lib/companies/claims";

const DAY = 86_400_000;
/** The failed day that suspends the claim, and the days whose failure mails the admins. */
export const SUSPEND_ON_DAY = 7;
const NOTICE_DAYS = [1, 6];
/** A claim checked within this long is not checked again (a re-run job, a second instance). */
const MIN_GAP_MS = 20 * 3_600_000;

export interface RecheckOutcome {
  checked: number;
  failing: number;
  suspended: number;
}

async function mailAdmins(db: Db, workspaceId: string, subject: string, text: string): Promise<void> {
  const admins = await db.membership.findMany({
    where: { workspaceId, role: { in: ["owner", "admin"] } },
    select: { user: { select: { email: true } } },
  });
  for (const a of admins) await sendMail({ to: a.user.email, subject, text });
}

/** Suspends the claim and witnesses it: a signed claim statement naming what the last re-check observed. */
async function suspend(db: Db, claimId: string, lapse: { checks: ControlCheck[]; failingSince: Date; at: Date }): Promise<void> {
  await db.$transaction(async (tx) => {
    const stamped = await takeFeedOrder(tx);
    const claim = await tx.companyClaim.findUniqueOrThrow({ where: { id: claimId }, include: { company: true } });
    await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${claim.companyId} FOR UPDATE`;
    const company = await tx.company.findUniqueOrThrow({ where: { id: claim.companyId } });
    const published = company.publication === "published" && company.isNetwork && !company.withdrawnAt;
    await tx.companyClaim.update({
      where: { id: claimId },
      data: { state: "suspended", suspendedFrom: published ? "published" : "private" },
    });
    const subject = { claimId, companyId: company.id, workspaceId: claim.workspaceId, domain: company.domain!, slug: company.slug };
    await witnessSuspension(tx as Db, subject, { method: (claim.method ?? "operator") as ClaimMethod, ...lapse });
    if (company.workspaceId !== claim.workspaceId) return;
    await tx.company.update({ where: { id: company.id }, data: { publication: "private" } });
    if (published) await writeRecordVersion(tx as Db, company.id, { kind: "withdrawn", recordedAt: stamped });
    await recomputeDirectoryKeys(tx as Db, company.id);
  }, CLAIM_TRANSACTION);
}

/** Re-checks every verified claim not checked in the last 20 hours. */
export async function recheckClaims(db: Db): Promise<RecheckOutcome> {
  // Before the run takes its time, as a reading does: a suspension is signed at `now`.
  await ensureSigningKeyPublished(db);
  const now = clock().now();
  const due = await db.companyClaim.findMany({
    where: { state: "verified", OR: [{ lastCheckedAt: null }, { lastCheckedAt: { lte: new Date(now.getTime() - MIN_GAP_MS) } }] },
    include: { company: { select: { slug: true, domain: true } } },
  });
  const outcome: RecheckOutcome = { checked: 0, failing: 0, suspended: 0 };
  for (const claim of due) {
    if (!claim.company.domain) continue;
    outcome.checked++;
    const checks = await checkControl(claim.company.domain, claim);
    if (checks.some((c) => c.observed === "matched")) {
      await db.companyClaim.update({ where: { id: claim.id }, data: { lastCheckedAt: now, failingSince: null, noticeDay: 0 } });
      continue;
    }
    outcome.failing++;
    const since = claim.failingSince ?? now;
    const day = Math.floor((now.getTime() - since.getTime()) / DAY + 0.5) + 1;
    await db.companyClaim.update({ where: { id: claim.id }, data: { lastCheckedAt: now, failingSince: since } });
    const detail = { company: claim.company.slug, domain: claim.company.domain, failed_day: day };
    // Each step of a failing claim is an audit event and a mail to the workspace's owners and admins.
    const tellAdmins = async (action: "company.suspended" | "company.suspension_notice", subject: string, text: string) => {
      await recordAuditEvent(db, {
        workspaceId: claim.workspaceId,
        action,
        actorType: "operator",
        actorId: "claim-recheck",
        detail,
        at: now,
      });
      await mailAdmins(db, claim.workspaceId, subject, text);
    };
    if (day >= SUSPEND_ON_DAY) {
      await suspend(db, claim.id, { checks, failingSince: since, at: now });
      outcome.suspended++;
      await tellAdmins(
        "company.suspended",
        `Claim on ${claim.company.domain} suspended`,
        `The control check of ${claim.company.domain} failed for ${day} days, so its claim is suspended and its record is ` +
          `private.\n\nPlace the token again and verify at ` +
          `${env().BASE_URL}/workspace/companies/${claim.company.slug} to restore it.\n`,
      );
      continue;
    }
    const notice = NOTICE_DAYS.filter((d) => d <= day && d > claim.noticeDay).at(-1);
    if (notice) {
      await db.companyClaim.update({ where: { id: claim.id }, data: { noticeDay: notice } });
      await tellAdmins(
        "company.suspension_notice",
        `Control of ${claim.company.domain} could not be confirmed (day ${day} of ${SUSPEND_ON_DAY})`,
        `Today's check found neither the TXT record _svc-challenge.${claim.company.domain} nor the ` +
          `file https://${claim.company.domain}/.well-known/svc-verification.txt with your token.\n\n` +
          `${checks.map((c) => `- ${c.looked_up}: ${c.detail}`).join("\n")}\n\nOn day ${SUSPEND_ON_DAY} of failed checks the claim ` +
          `is suspended and the record goes private. Restore the token: ` +
          `${env().BASE_URL}/workspace/companies/${claim.company.slug}\n`,
      );
    }
  }
  return outcome;
}
