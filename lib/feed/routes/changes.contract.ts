// The contract of the route in changes.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { FEED_RETENTION_DAYS as RETENTION_DAYS, FEED_SETTLE_MS as SETTLE_MS } from "@/lib/vocabulary/interface-limits";
import { ChangesPageSchema, ChangesQuerySchema } from "@/lib/schemas/feed";

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
