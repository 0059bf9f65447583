// Double opt-in subscriptions to a published profile. The answer is the same whether or not the address
// is already subscribed; only the mailbox learns which (a confirmation link, or a note that it is active).
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { consume } from "@/lib/platform/ratelimit/limiter";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import type { WriteTarget } from "@/lib/transports/worker/public/writes/public-write-target";

export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function confirmUrl(companySlug: string, token: string): string {
  return `${env().API_URL}/public/trust/${encodeURIComponent(companySlug)}/subscribe/confirm?token=${encodeURIComponent(token)}`;
}

export const SUBSCRIBE_ANSWER = {
  status: "confirmation_sent" as const,
  message:
    "If this address can receive mail, a message is on its way. A subscription starts only when the link in that message is followed.",
};

export async function subscribeToProfile(db: Db, company: WriteTarget, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  // Over the mail allowance, nothing happens and the answer stays the same: no mailbox can be flooded,
  // and the refusal reveals nothing about the address. The counter key holds a hash, not the address.
  if (!(await consume(POLICIES.subscribeMail, `${company.id}:${tokenHash(email)}`)).allowed) return;
  const existing = await db.subscription.findUnique({
    where: { companyId_email: { companyId: company.id, email } },
    select: { confirmedAt: true },
  });
  if (existing?.confirmedAt) {
    await sendMail({
      to: email,
      subject: `You already follow ${company.name} on the Public Trust Network`,
      text:
        `Someone (perhaps you) asked to subscribe this address to ${company.name}'s ` +
        `trust profile. It is already subscribed, so nothing changed.`,
    });
    return;
  }
  // Only the hash is stored; a new request replaces the previous link, so only the latest mail works.
  const token = randomBytes(32).toString("base64url");
  const hash = tokenHash(token);
  await db.subscription.upsert({
    where: { companyId_email: { companyId: company.id, email } },
    create: { companyId: company.id, email, confirmTokenHash: hash },
    update: { confirmTokenHash: hash },
  });
  await sendMail({
    to: email,
    subject: `Confirm your subscription to ${company.name} on the Public Trust Network`,
    text:
      `Someone (perhaps you) asked to be told when ${company.name}'s trust profile changes.\n\n` +
      `To confirm, open:\n${confirmUrl(company.slug, token)}\n\nIf this ` +
      `was not you, ignore this mail: nothing starts without confirmation.`,
  });
}

/** True once the subscription is confirmed; false when the token is unknown, replaced or for another company. */
export async function confirmSubscription(db: Db, companyId: string, token: string, now: Date): Promise<boolean> {
  const sub = await db.subscription.findUnique({
    where: { confirmTokenHash: tokenHash(token) },
    select: { id: true, companyId: true, confirmedAt: true },
  });
  if (!sub || sub.companyId !== companyId) return false;
  if (!sub.confirmedAt) await db.subscription.update({ where: { id: sub.id }, data: { confirmedAt: now } });
  return true;
}
