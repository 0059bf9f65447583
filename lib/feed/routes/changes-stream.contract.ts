// The contract of the route in changes-stream.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ChangeEventSchema, ChangeStreamQuerySchema } from "@/lib/schemas/feed";

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
