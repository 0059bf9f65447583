// The contract of the route in batch.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { BATCH_MAX_TARGETS, BatchRequestSchema, BatchResponseSchema } from "@/lib/schemas/batch";

export const batchRoute = defineRoute({
  operationId: "readNetworkBatch",
  host: "web",
  method: "POST",
  path: "/api/network/batch",
  hot: true,
  summary: `Read up to ${BATCH_MAX_TARGETS} companies at once, optionally checking pinned digests`,
  description:
    "Each target is a domain or slug string, or `{ q, pin }`. One result per target, in order. A target that cannot " +
    "be read is `unavailable` with its own problem and the others are still answered; when none can be read the " +
    "answer is 502 `all_targets_unavailable`. Changes nothing: no Idempotency-Key needed, never cached.",
  tags: ["Network"],
  status: "supported",
  body: BatchRequestSchema,
  maxBodyBytes: 16 * 1024,
  responses: { 200: { description: "One result per target.", schema: BatchResponseSchema } },
  errors: ["invalid_request", "bad_json", "unsupported_media_type", "payload_too_large", "all_targets_unavailable"],
  cache: "no-store",
  errorFormat: "problem",
});
