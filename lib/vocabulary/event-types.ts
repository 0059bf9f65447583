// The event types that leave the service (spec 6.1, 6.2, 6.3). Dependency-free: storage, contracts,
// pages and the dispatcher all import it.

/**
 * Types an endpoint may subscribe to (6.1), plus the EU AI Act wing's two (issue 22), `request.received`
 * (issue 30) and `record.version` (issue 29: every version of the workspace's company record, as the
 * change feed names it).
 */
export const ENDPOINT_EVENT_TYPES = [
  "witness.changed",
  "control.witnessed",
  "profile.viewed",
  "profile.requested",
  "monitoring.drift",
  "eu.rules.changed",
  "eu.system.reclassified",
  "request.received",
  "record.version",
] as const;
export type EndpointEventType = (typeof ENDPOINT_EVENT_TYPES)[number];

/** Accepted at registration and never sent (6.1). */
export const NEVER_SENT_TYPES: readonly string[] = ["profile.requested"];

/** Older names accepted at registration, stored (and delivered) under the current name. */
export const LEGACY_EVENT_NAMES: Record<string, EndpointEventType> = {
  "control.verified": "control.witnessed",
  "trust.score.changed": "witness.changed",
};

export const ACCEPTED_EVENT_NAMES = [...ENDPOINT_EVENT_TYPES, ...Object.keys(LEGACY_EVENT_NAMES)] as const;

/** The current name of an accepted name (legacy names mapped), or null. */
export function canonicalEventType(name: string): EndpointEventType | null {
  if ((ENDPOINT_EVENT_TYPES as readonly string[]).includes(name)) return name as EndpointEventType;
  return LEGACY_EVENT_NAMES[name] ?? null;
}

/**
 * The application's own alerts, sent to alert destinations (6.2, whose payload types the spec leaves open):
 * `reading.failing` after three failed readings of one of the workspace's companies in a row, once a streak.
 */
export const ALERT_EVENT_TYPES = ["monitoring.drift", "reading.failing", "alert.test", "request.received"] as const;

/** Outbox types that change what a published profile shows: agent subscribers and mail subscribers hear of them. */
export const POSTURE_SOURCE_TYPES = ["witness.changed", "control.witnessed", "monitoring.drift"] as const;

/** A new access request or buyer intent (issue 30): also wakes the owners' and admins' batched notice. */
export const REQUEST_RECEIVED = "request.received";

/** The one type agent subscriptions receive (6.3), in their own envelope. */
export const POSTURE_CHANGED = "trust.posture.changed";

export const DELIVERY_CHANNELS = ["endpoint", "alert", "agent"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
