// Mail to a profile's confirmed subscribers: one mail per change of what the profile shows, batched when
// several land within the window (an hour by default). A change queues one job per company that waits
// out the window; changes arriving meanwhile find it queued and ride along. Every mail carries a one-click
// unsubscribe (RFC 8058): List-Unsubscribe with a signed HTTPS link, and List-Unsubscribe-Post.
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { secret } from "@/lib/platform/secrets";
import { POSTURE_SOURCE_TYPES } from "@/lib/vocabulary/event-types";
import { constantTimeEqual, hmacHex } from "@/lib/events/signatures";

export const SUBSCRIBER_MAIL_JOB = "events.subscriber-mail";

export function mailUnsubscribeSig(subscriptionId: string): string {
  return hmacHex(secret("MASTER_KEY"), `svc-mail-unsubscribe-v1\n${subscriptionId}`);
}

export function mailUnsubscribeUrl(slug: string, subscriptionId: string): string {
  const q = new URLSearchParams({ s: subscriptionId, sig: mailUnsubscribeSig(subscriptionId) });
  return `${env().API_URL}/public/trust/${encodeURIComponent(slug)}/unsubscribe?${q}`;
}

const SUMMARY: Record<string, (data: Record<string, unknown>) => string> = {
  "witness.changed": (d) => {
    const c = d.coverage as { passed?: number; run?: number } | undefined;
    return `Witnessed checks now: ${c?.passed ?? "?"} of ${c?.run ?? "?"} passed.`;
  },
  "control.witnessed": (d) => `A control was witnessed: ${String(d.controlId ?? "")} (${String(d.status ?? "")}).`,
  "monitoring.drift": (d) => `Monitoring recorded ${String(d.count ?? 0)} change(s) on connected sources.`,
};

/** Mails every confirmed subscriber of the company the changes since their last mail; returns mails sent. */
export async function mailSubscribers(db: Db, companyId: string): Promise<number> {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { id: true, slug: true, name: true, workspaceId: true, publication: true },
  });
  if (!company?.workspaceId || company.publication !== "published") return 0;
  const subs = await db.subscription.findMany({
    where: { companyId, confirmedAt: { not: null } },
    select: { id: true, email: true, confirmedAt: true, notifiedAt: true },
  });
  const version = await db.recordVersion.findFirst({ where: { companyId }, orderBy: { version: "desc" }, select: { version: true } });
  let sent = 0;
  for (const sub of subs) {
    const since = sub.notifiedAt ?? sub.confirmedAt!;
    const changes = await db.outboxEvent.findMany({
      where: { workspaceId: company.workspaceId, type: { in: [...POSTURE_SOURCE_TYPES] }, createdAt: { gt: since } },
      orderBy: { createdAt: "asc" },
      take: 50,
      select: { type: true, data: true, createdAt: true },
    });
    if (changes.length === 0) continue;
    const unsubscribe = mailUnsubscribeUrl(company.slug, sub.id);
    const lines = changes.map(
      (c) => `- ${c.createdAt.toISOString()}: ${SUMMARY[c.type]?.((c.data ?? {}) as Record<string, unknown>) ?? c.type}`,
    );
    await sendMail({
      to: sub.email,
      subject: `${company.name}'s trust profile changed`,
      text:
        `${company.name}'s trust profile on the Public Trust Network ` +
        `changed${version ? ` (record version ${version.version})` : ""}:\n\n${lines.join("\n")}\n\n` +
        `Read it: ${env().API_URL}/public/trust/${encodeURIComponent(company.slug)}\n\nStop these mails: ${unsubscribe}\n`,
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await db.subscription.update({ where: { id: sub.id }, data: { notifiedAt: clock().now() } });
    sent++;
  }
  return sent;
}

/** True when the signed link named this company's subscription and it is now gone. */
export async function unsubscribeMail(db: Db, companyId: string, subscriptionId: string, sig: string): Promise<boolean> {
  const expected = mailUnsubscribeSig(subscriptionId);
  if (!constantTimeEqual(sig, expected)) return false;
  const { count } = await db.subscription.deleteMany({ where: { id: subscriptionId, companyId } });
  return count === 1;
}
