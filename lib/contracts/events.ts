// Contracts of the event channels: endpoints, alert destinations and the delivery log (web host, behind a
// session), agent subscriptions and the subscriber mail's one-click unsubscribe (API host, public).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { IdParamsSchema } from "@/lib/schemas/auth";
import { UnpublishedProfileSchema } from "@/lib/schemas/public-trust";
import { API_WRITE_ERRORS, apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Events"],
  auth: "session" as const,
};

export const api = { host: "api" as const, status: "supported" as const, tags: ["Events"], auth: "none" as const };

export const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "busy",
];

export const apiIdempotency = apiIdempotencyKey("the client network");

export const notPublished = { description: "Unclaimed or private.", schema: UnpublishedProfileSchema };

export const API_WRITES: ErrorCode[] = [...API_WRITE_ERRORS, "internal_error"];

export const endpointAction = (
  operationId: string,
  action: string,
  summary: string,
  schema: RouteContract["responses"][number]["schema"],
) =>
  defineRoute({
    ...web,
    operationId,
    role: "admin",
    method: "POST",
    path: `/api/workspace/endpoints/{id}/${action}`,
    summary,
    params: IdParamsSchema,
    responses: { 200: { description: "Done.", schema } },
    errors: ["unauthorized", "forbidden", "not_found", "busy"],
  });

export const eventPages: RouteContract[] = [
  page("/workspace/endpoints", "Webhook endpoints: register, disable, roll a secret, send a test event; the delivery log"),
  page("/workspace/alerts", "Alert destinations: add, rotate the key, send a test alert, disable"),
];
