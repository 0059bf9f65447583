// Endpoints a workspace registers (6.1): public HTTPS only, checked by the SSRF guard at registration and
// again at every delivery; event types from the table, legacy names stored under their current name; the
// signing secret shown once and kept sealed. Every query is scoped to the caller's workspace.
import { randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { env } from "@/lib/platform/env";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";
import { canonicalEventType } from "@/lib/vocabulary/event-types";
import { envelopeBody, type OutboxRow } from "@/lib/events/envelope";
import { checkDeliveryUrl, postEvent, type AttemptResult } from "@/lib/events/post-event";
import { recordAttempt } from "@/lib/events/record-attempt";
import { bodySignature } from "@/lib/events/signatures";

export const ENDPOINT_SECRET_PURPOSE = "svc-endpoint-secret-v1";

export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
  disabledAt: Date | null;
}

const VIEW = { id: true, url: true, events: true, createdAt: true, disabledAt: true } as const;

/** Current names of the requested types, duplicates dropped (legacy names mapped). Unknown names were refused by the schema. */
export function canonicalTypes(names: string[]): string[] {
  return [...new Set(names.map((n) => canonicalEventType(n)).filter((n): n is NonNullable<typeof n> => n !== null))];
}

export type RegisteredEndpoint = EndpointView & { secret: string };

/** `record` runs in the endpoint's transaction: it and its audit row commit together, so no secret is live unseen. */
export async function registerEndpoint(
  db: Db,
  workspaceId: string,
  url: string,
  events: string[],
  record: InSameTransaction<RegisteredEndpoint> = nothingMore,
): Promise<RegisteredEndpoint> {
  const checked = await checkDeliveryUrl(url);
  const secret = newSigningSecret();
  return db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.create({
      data: {
        workspaceId,
        url: checked.toString(),
        events: canonicalTypes(events),
        secretEnc: sealSecret(secret, ENDPOINT_SECRET_PURPOSE),
        createdAt: clock().now(),
      },
      select: VIEW,
    });
    const registered = { ...row, secret };
    await record(tx as Db, registered);
    return registered;
  });
}

export async function listEndpoints(db: Db, workspaceId: string): Promise<EndpointView[]> {
  return db.webhookEndpoint.findMany({ where: { workspaceId }, orderBy: { createdAt: "desc" }, select: VIEW });
}

/** False when the workspace has no such endpoint; `record` runs in the same transaction when it has. */
export async function disableEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  record: InSameTransaction<void> = nothingMore,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id, workspaceId, disabledAt: null },
      data: { disabledAt: clock().now() },
    });
    if (count !== 1 && (await tx.webhookEndpoint.count({ where: { id, workspaceId } })) !== 1) return false;
    await record(tx as Db);
    return true;
  });
}

/**
 * A new secret (shown once); the old one stops signing at once. Null when the workspace has no such endpoint.
 * `record` runs in the same transaction: the old secret stays unless the roll is recorded.
 */
export async function rollEndpointSecret(
  db: Db,
  workspaceId: string,
  id: string,
  record: InSameTransaction<void> = nothingMore,
): Promise<string | null> {
  const secret = newSigningSecret();
  return db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id, workspaceId },
      data: { secretEnc: sealSecret(secret, ENDPOINT_SECRET_PURPOSE) },
    });
    if (count !== 1) return null;
    await record(tx as Db);
    return secret;
  });
}

type EndpointRow = { id: string; workspaceId: string; url: string; secretEnc: string };

/** One attempt, EVENTS_DEADLINE_MS (10 s) deadline, no redirect (6.1); the caller logs it. */
export async function sendToEndpoint(endpoint: EndpointRow, event: OutboxRow): Promise<AttemptResult> {
  const body = envelopeBody(event);
  const headers = {
    "x-svc-signature": bodySignature(openSecret(endpoint.secretEnc, ENDPOINT_SECRET_PURPOSE), body),
    "x-svc-event": event.type,
  };
  return postEvent(endpoint.url, body, headers, env().EVENTS_DEADLINE_MS);
}

/** "Send a test event" from the delivery log: a `ping` signed like every delivery. Null when not the workspace's. */
export async function sendTestEvent(db: Db, workspaceId: string, id: string): Promise<AttemptResult | null> {
  const endpoint = await db.webhookEndpoint.findFirst({
    where: { id, workspaceId },
    select: { id: true, workspaceId: true, url: true, secretEnc: true },
  });
  if (!endpoint) return null;
  const event = {
    id: `evt_${randomBytes(16).toString("hex")}`,
    workspaceId,
    type: "ping",
    data: { test: true, endpoint: id },
    createdAt: clock().now(),
  };
  const result = await sendToEndpoint(endpoint, event);
  await recordAttempt(db, { channel: "endpoint", targetId: endpoint.id, workspaceId }, event, 1, result);
  return result;
}

export interface AttemptView {
  id: string;
  channel: string;
  targetId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  status: number | null;
  latencyMs: number;
  errorClass: string | null;
  at: Date;
}

/** The workspace's delivery log, newest first (optionally one target's). */
export async function listAttempts(db: Db, workspaceId: string, opts: { targetId?: string; limit?: number } = {}): Promise<AttemptView[]> {
  return db.deliveryAttempt.findMany({
    where: { workspaceId, ...(opts.targetId ? { targetId: opts.targetId } : {}) },
    orderBy: { at: "desc" },
    take: opts.limit ?? 100,
    select: {
      id: true,
      channel: true,
      targetId: true,
      eventId: true,
      eventType: true,
      attempt: true,
      status: true,
      latencyMs: true,
      errorClass: true,
      at: true,
    },
  });
}
