// The JSON shapes of endpoints, destinations and attempts (lib/schemas/events.ts), from their rows.
import type { DestinationView } from "@/lib/events/alert-destinations";
import type { AttemptView, EndpointView } from "@/lib/events/endpoints";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const endpointJson = (e: EndpointView) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  created_at: e.createdAt.toISOString(),
  disabled_at: iso(e.disabledAt),
});

export const destinationJson = (d: DestinationView) => ({
  id: d.id,
  url: d.url,
  key_generation: d.keyGeneration,
  rotated_at: iso(d.rotatedAt),
  created_at: d.createdAt.toISOString(),
  disabled_at: iso(d.disabledAt),
});

export const attemptJson = (a: AttemptView) => ({
  id: a.id,
  channel: a.channel as "endpoint" | "alert" | "agent",
  target_id: a.targetId,
  event_id: a.eventId,
  event_type: a.eventType,
  attempt: a.attempt,
  status: a.status,
  latency_ms: a.latencyMs,
  error_class: a.errorClass,
  at: a.at.toISOString(),
});
