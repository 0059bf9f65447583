// The contract of the route in checkpoint-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { TAGS } from "@/lib/contracts/statement-log";

export const logCheckpointRoute = defineRoute({
  operationId: "getLogCheckpoint",
  host: "api",
  method: "GET",
  path: "/log/checkpoint",
  summary: "The latest checkpoint: a C2SP signed note (origin, size, base64 root) with the log's signature and any witness cosignatures",
  tags: TAGS,
  status: "experimental",
  responses: {
    200: { description: "text/plain; charset=utf-8 signed note.", contentType: "text/plain", schema: z.string() },
    404: { description: "`not_found`: nothing integrated yet." },
  },
  errors: ["not_found", "record_unavailable"],
  cache: "log-checkpoint",
});
