// Contracts of the feed routes: the change feed, the change stream and the batch read. Errors are
// always RFC 9457 problem documents here (Part 7), and nothing is cached (Part 8).
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import { FEED_RETENTION_DAYS as RETENTION_DAYS, FEED_SETTLE_MS as SETTLE_MS } from "@/lib/vocabulary/interface-limits";
import { BATCH_MAX_TARGETS, BatchRequestSchema, BatchResponseSchema } from "@/lib/schemas/batch";
import { ChangeEventSchema, ChangeStreamQuerySchema, ChangesPageSchema, ChangesQuerySchema } from "@/lib/schemas/feed";

export const changesRoute = defineRoute({
  operationId: "listNetworkChanges",
  host: "web",
  method: "GET",
  path: "/api/network/changes",
  hot: true,
  summary: "Record versions across the Network after a position, oldest first",
  description:
    "At most 100 events per page, ordered by recorded time (ties in the order the service logged them). Start with " +
    "`after` (a cursor) or `since` (a time); with neither the page starts 24 hours back. Follow `next` until " +
    `\`has_more\` is false, then poll with the last \`next\` or open \`stream\`. History is kept ${RETENTION_DAYS} days; ` +
    `a version appears about ${SETTLE_MS / 1000} s after it is recorded. A company that withdraws its profile stops appearing.`,
  tags: ["Network"],
  status: "supported",
  query: ChangesQuerySchema,
  responses: { 200: { description: "One page of the change feed.", schema: ChangesPageSchema } },
  errors: ["invalid_request", "invalid_cursor", "beyond_retention", "record_unavailable"],
  cache: "no-store",
  errorFormat: "problem",
});

export const changeStreamRoute = defineRoute({
  operationId: "streamNetworkChanges",
  host: "web",
  method: "GET",
  path: "/api/network/changes/stream",
  summary: "The change feed as Server-Sent Events",
  description:
    "Events named `record.version`; `id` is the event's cursor and `data` the JSON of a change-feed entry. Resumes " +
    "after `Last-Event-ID` (sent by EventSource on reconnect) or `after`; with neither it starts now. Sends " +
    "`retry: 3000`, a comment every 15 s on a quiet stream, and closes after about 50 s with a comment: reconnect " +
    "with the last id to continue without a gap. Just before closing it may send a `checkpoint` event (data " +
    '`{ type: "checkpoint", id }`) whose id moves Last-Event-ID past everything already delivered, so a client ' +
    "of a quiet Network never resumes from a position older than retention.",
  tags: ["Network"],
  status: "supported",
  query: ChangeStreamQuerySchema,
  requestHeaders: {
    "Last-Event-ID": { description: "The id of the last event received; wins over `after`." },
  },
  responses: {
    200: {
      description: "An event stream. Each event's data is a ChangeEvent.",
      contentType: "text/event-stream",
      schema: ChangeEventSchema,
    },
  },
  errors: ["invalid_request", "invalid_cursor", "beyond_retention"],
  cache: "no-store",
  errorFormat: "problem",
});

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

export const feedRoutes: RouteContract[] = [changesRoute, changeStreamRoute, batchRoute];
