// Agent subscriptions (6.3): an agent follows one published profile. Its webhook URL passes the SSRF guard
// and must answer a challenge (a POST carrying a random value it echoes) before the subscription exists;
// the signing secret is returned once and kept sealed. It receives `trust.posture.changed` in its own
// envelope, signed like the endpoint channel, with up to three attempts. It ends by a signed link (in
// every delivery) or by the secret.
import { randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";
import { secret as serviceSecret } from "@/lib/platform/secrets";
import { POSTURE_CHANGED } from "@/lib/vocabulary/event-types";
import { newSigningSecret } from "@/lib/events/endpoints";
import type { OutboxRow } from "@/lib/events/envelope";
import { checkDeliveryUrl, postEvent, type AttemptResult } from "@/lib/events/post-event";
import { sendWithRetries } from "@/lib/events/send-with-retries";
import { bodySignature, constantTimeEqual, hmacHex } from "@/lib/events/signatures";

export const AGENT_SECRET_PURPOSE = "svc-agent-subscription-secret-v1";

export class ChallengeFailedError extends Error {
  readonly code = "challenge_failed";
}

function unsubscribeSig(subscriptionId: string): string {
  return hmacHex(serviceSecret("MASTER_KEY"), `svc-agent-unsubscribe-v1\n${subscriptionId}`);
}

export function unsubscribeLink(
  slug: string,
  subscriptionId: string,
): { href: string; method: "POST"; body: { subscription_id: string; sig: string } } {
  return {
    href: `${env().API_URL}/public/trust/${encodeURIComponent(slug)}/agent-unsubscribe`,
    method: "POST",
    body: { subscription_id: subscriptionId, sig: unsubscribeSig(subscriptionId) },
  };
}

function echoed(answer: AttemptResult, challenge: string): boolean {
  if (answer.errorClass !== null) return false;
  let value = answer.body.trim();
  try {
    const parsed = JSON.parse(value) as { challenge?: unknown };
    if (parsed && typeof parsed === "object" && typeof parsed.challenge === "string") value = parsed.challenge;
  } catch {
    // a plain-text echo
  }
  return value === challenge;
}

export interface AgentSubscribed {
  subscription_id: string;
  secret: string;
  event: typeof POSTURE_CHANGED;
  unsubscribe: ReturnType<typeof unsubscribeLink>;
}

export async function subscribeAgent(db: Db, company: { id: string; slug: string }, webhookUrl: string): Promise<AgentSubscribed> {
  const url = (await checkDeliveryUrl(webhookUrl)).toString();
  const challenge = randomBytes(24).toString("base64url");
  const answer = await postEvent(
    url,
    JSON.stringify({ type: "subscription.challenge", challenge }),
    { "x-svc-challenge": challenge },
    env().EVENTS_DEADLINE_MS,
  );
  if (!echoed(answer, challenge)) {
    throw new ChallengeFailedError(
      `The webhook did not echo the challenge ` +
        `(${answer.errorClass ?? "no echo"}${answer.status ? `, HTTP ${answer.status}` : ""}); nothing was subscribed.`,
    );
  }
  const secret = newSigningSecret();
  const now = clock().now();
  const row = await db.agentSubscription.upsert({
    where: { companyId_webhookUrl: { companyId: company.id, webhookUrl: url } },
    create: {
      companyId: company.id,
      webhookUrl: url,
      secretEnc: sealSecret(secret, AGENT_SECRET_PURPOSE),
      confirmedAt: now,
      createdAt: now,
    },
    update: { secretEnc: sealSecret(secret, AGENT_SECRET_PURPOSE), confirmedAt: now },
  });
  return { subscription_id: row.id, secret, event: POSTURE_CHANGED, unsubscribe: unsubscribeLink(company.slug, row.id) };
}

/** True when the subscription existed for this company and the proof (link signature or secret) matched. */
export async function unsubscribeAgent(
  db: Db,
  companyId: string,
  proof: { subscription_id: string; sig?: string; secret?: string },
): Promise<boolean> {
  const row = await db.agentSubscription.findFirst({
    where: { id: proof.subscription_id, companyId },
    select: { id: true, secretEnc: true },
  });
  if (!row) return false;
  const ok =
    (proof.sig !== undefined && constantTimeEqual(proof.sig, unsubscribeSig(row.id))) ||
    (proof.secret !== undefined && constantTimeEqual(proof.secret, openSecret(row.secretEnc, AGENT_SECRET_PURPOSE)));
  if (!ok) return false;
  await db.agentSubscription.delete({ where: { id: row.id } });
  return true;
}

export interface PostureCompany {
  id: string;
  slug: string;
  name: string;
}

/** The `trust.posture.changed` envelope (documented in docs/events.md). */
export function postureBody(event: OutboxRow, company: PostureCompany, subscriptionId: string, recordVersion: number | null): string {
  const api = env().API_URL;
  return JSON.stringify({
    id: event.id,
    event: POSTURE_CHANGED,
    occurred_at: event.createdAt.getTime(),
    subscription_id: subscriptionId,
    company: { slug: company.slug, name: company.name },
    record_version: recordVersion,
    change: { kind: event.type, witnessed: event.data ?? {} },
    links: {
      profile: `${api}/public/trust/${encodeURIComponent(company.slug)}`,
      unsubscribe: unsubscribeLink(company.slug, subscriptionId),
    },
  });
}

export async function deliverToAgent(
  db: Db,
  sub: { id: string; webhookUrl: string; secretEnc: string },
  company: PostureCompany & { workspaceId: string },
  event: OutboxRow,
  recordVersion: number | null,
): Promise<AttemptResult> {
  const body = postureBody(event, company, sub.id, recordVersion);
  const headers = {
    "x-svc-signature": bodySignature(openSecret(sub.secretEnc, AGENT_SECRET_PURPOSE), body),
    "x-svc-event": POSTURE_CHANGED,
  };
  return sendWithRetries(
    db,
    { channel: "agent", targetId: sub.id, workspaceId: company.workspaceId, url: sub.webhookUrl },
    { id: event.id, type: POSTURE_CHANGED },
    body,
    headers,
  );
}
