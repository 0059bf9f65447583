// The mail that tells a workspace's owners and admins about new requests to one of its companies: at most
// one per company per window (an hour by default), listing how many arrived since the last one. The
// dispatcher queues this job for each `request.received`; a job that finds the window still open puts itself
// back at its end, so requests arriving meanwhile ride along in one mail.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { sendMail } from "@/lib/platform/mail/send-mail";

export const INBOX_NOTICE_JOB = "inbox.notice";

export type NoticeOutcome = { mailed: number } | { due: Date };

export async function mailInboxNotice(db: Db, companyId: string, now: Date): Promise<NoticeOutcome> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { name: true, workspaceId: true } });
  if (!company?.workspaceId) return { mailed: 0 };
  const last = await db.inboxNotice.findUnique({ where: { companyId } });
  const windowMs = env().INBOX_NOTICE_WINDOW_SECONDS * 1000;
  if (last && last.notifiedAt.getTime() + windowMs > now.getTime()) return { due: new Date(last.notifiedAt.getTime() + windowMs) };
  const since = { decision: null, createdAt: { gt: last?.notifiedAt ?? new Date(0), lte: now } };
  const [requests, intents] = await Promise.all([
    db.accessRequest.count({ where: { companyId, ...since } }),
    db.lead.count({ where: { companyId, ...since } }),
  ]);
  if (requests + intents === 0) return { mailed: 0 };
  const recipients = await db.membership.findMany({
    where: { workspaceId: company.workspaceId, role: { in: ["owner", "admin"] } },
    select: { user: { select: { email: true } } },
  });
  const parts = [requests ? `${requests} document request(s)` : null, intents ? `${intents} buyer intent(s)` : null]
    .filter(Boolean)
    .join(" and ");
  for (const r of recipients) {
    await sendMail({
      to: r.user.email,
      subject: `New requests for ${company.name}`,
      text:
        `${company.name} received ${parts} on the Public Trust Network.\n\nAnswer ` +
        `them from the inbox: ${env().BASE_URL}/workspace/inbox\n`,
    });
  }
  await db.inboxNotice.upsert({ where: { companyId }, create: { companyId, notifiedAt: now }, update: { notifiedAt: now } });
  return { mailed: recipients.length };
}
