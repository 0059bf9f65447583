// Endpoints a workspace registers (6.1): public HTTPS only, checked by the SSRF guard at registration and
// again at every delivery; event types from the table, legacy names stored under their current name; the
// signing secret shown once and kept sealed. Every query is scoped to the caller's workspace.
import { randomBytes } from "node:crypto";
import { clock } from "@/lib/platform/clock";
import type { Db } from "@/lib/platform/db/client";
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

export async function registerEndpoint(
  db: Db,
  workspaceId: string,
  url: string,
  events: string[],
): Promise<EndpointView & { secret: string }> {
  const checked = await checkDeliveryUrl(url);
  const secret = newSigningSecret();
  const row = await db.webhookEndpoint.create({
    data: {
      workspaceId,
      url: checked.toString(),
      events: canonicalTypes(events),
      secretEnc: sealSecret(secret, ENDPOINT_SECRET_PURPOSE),
      createdAt: clock().now(),
    },
    select: VIEW,
  });
  return { ...row, secret };
}

export async function listEndpoints(db: Db, workspaceId: string): Promise<EndpointView[]> {
  return db.webhookEndpoint.findMany({ where: { workspaceId }, orderBy: { createdAt: "desc" }, select: VIEW });
}

/** False when the workspace has no such endpoint. */
export async function disableEndpoint(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const { count } = await db.webhookEndpoint.updateMany({
    where: { id, workspaceId, disabledAt: null },
    data: { disabledAt: clock().now() },
  });
  return count === 1 || (await db.webhookEndpoint.count({ where: { id, workspaceId } })) === 1;
}

/** A new secret (shown once); the old one stops signing at once. Null when the workspace has no such endpoint. */
export async function rollEndpointSecret(db: Db, workspaceId: string, id: string): Promise<string | null> {
  const secret = newSigningSecret();
  const { count } = await db.webhookEndpoint.updateMany({
    where: { id, workspaceId },
    data: { secretEnc: sealSecret(secret, ENDPOINT_SECRET_PURPOSE) },
  });
  return count === 1 ? secret : null;
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
