// Schemas of the event channels (spec 2.6, 6.1-6.3): endpoint and alert-destination management on the
// web host, agent subscriptions and unsubscribe links on the API host, and the delivery log.
import { z } from "zod";
import { ACCEPTED_EVENT_NAMES, DELIVERY_CHANNELS } from "@/lib/vocabulary/event-types";

export const iso = z.string().describe("ISO 8601 time.");
export const httpsUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .describe("A public HTTPS URL (refused when it names or resolves to loopback, private, link-local, CGNAT or metadata space).");

export const EventNameSchema = z
  .enum(ACCEPTED_EVENT_NAMES)
  .describe("An event type of spec 6.1; legacy `control.verified` and `trust.score.changed` are stored as their current names.");

export const EndpointCreateBodySchema = z
  .object({
    url: httpsUrl,
    events: z
      .union([
        z.array(EventNameSchema).min(1).max(20),
        z.string().trim().min(1).max(400).describe("Comma-separated event types (the page's form)."),
      ])
      .describe("The event types to receive."),
  })
  .meta({ id: "EndpointCreateRequest" });

export const EndpointSchema = z
  .object({ id: z.string(), url: z.string(), events: z.array(z.string()), created_at: iso, disabled_at: iso.nullable() })
  .meta({ id: "Endpoint" });

export const EndpointCreatedSchema = EndpointSchema.extend({ secret: z.string().describe("The signing secret, shown this once.") }).meta({
  id: "EndpointCreated",
});
export const EndpointListSchema = z.object({ endpoints: z.array(EndpointSchema) }).meta({ id: "EndpointList" });
export const SecretRolledSchema = z
  .object({ id: z.string(), secret: z.string().describe("The new signing secret, shown this once; the old one no longer signs.") })
  .meta({ id: "EndpointSecretRolled" });

export const AttemptSchema = z
  .object({
    id: z.string(),
    channel: z.enum(DELIVERY_CHANNELS),
    target_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int(),
    status: z.number().int().nullable().describe("HTTP status, or null when none came back."),
    latency_ms: z.number().int(),
    error_class: z.string().nullable().describe("null on a 2xx; else status, redirect, timeout, refused, unresolved, tls or connect."),
    at: iso,
  })
  .meta({ id: "DeliveryAttempt" });

export const AttemptListSchema = z.object({ attempts: z.array(AttemptSchema) }).meta({ id: "DeliveryAttemptList" });
export const DeliveriesQuerySchema = z.object({
  target: z.string().max(100).optional().describe("Only this endpoint's or destination's attempts."),
});
export const TestSendResultSchema = z
  .object({ attempt: AttemptSchema.describe("The last attempt, as logged.") })
  .meta({ id: "TestSendResult" });

export const DestinationCreateBodySchema = z.object({ url: httpsUrl }).meta({ id: "AlertDestinationCreateRequest" });
export const DestinationSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    key_generation: z.number().int(),
    rotated_at: iso.nullable(),
    created_at: iso,
    disabled_at: iso.nullable(),
  })
  .meta({ id: "AlertDestination" });
export const DestinationKeySchema = DestinationSchema.extend({
  key: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe("The destination's current signing key (64 lowercase hex), shown this once."),
}).meta({ id: "AlertDestinationWithKey" });
export const DestinationListSchema = z.object({ destinations: z.array(DestinationSchema) }).meta({ id: "AlertDestinationList" });

export const AgentSubscribeBodySchema = z.object({ webhookUrl: httpsUrl }).meta({ id: "AgentSubscribeRequest" });
const unsubscribeLinkSchema = z.object({
  href: z.string(),
  method: z.literal("POST"),
  body: z.object({ subscription_id: z.string(), sig: z.string() }),
});
export const AgentSubscribedSchema = z
  .object({
    subscription_id: z.string(),
    secret: z.string().describe("Signing secret of `x-svc-signature`, returned this once."),
    event: z.literal("trust.posture.changed"),
    unsubscribe: unsubscribeLinkSchema.describe("POST this body to this URL to end the subscription (also in every delivery)."),
  })
  .meta({ id: "AgentSubscribed" });
export const AgentUnsubscribeBodySchema = z
  .object({
    subscription_id: z.string().min(1).max(100),
    sig: z.string().max(128).optional().describe("The signature of the unsubscribe link."),
    secret: z.string().max(128).optional().describe("Or the subscription's signing secret."),
  })
  .meta({ id: "AgentUnsubscribeRequest" });
export const UnsubscribedSchema = z.object({ status: z.literal("unsubscribed") }).meta({ id: "Unsubscribed" });
export const MailUnsubscribeQuerySchema = z.object({ s: z.string().min(1).max(100), sig: z.string().min(1).max(128) });
export const ConfirmFormBodySchema = z.object({ token: z.string().min(1).max(200) });
