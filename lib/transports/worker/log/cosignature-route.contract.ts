// The contract of the route in cosignature-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { CosignatureResultSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const cosignatureRoute = defineRoute({
  operationId: "postLogCosignature",
  host: "api",
  method: "POST",
  path: "/log/cosignature",
  summary: "A configured witness hands in its cosignature (C2SP tlog-cosignature) of a stored checkpoint",
  description:
    "Body (text/plain, at most 16 KiB): the checkpoint note as served, with " +
    "the witness's `— <name> <base64>` cosignature/v1 line(s) appended. " +
    "Only lines that verify with a key in LOG_WITNESSES over a checkpoint this " +
    "log signed are kept; the log serves them on /log/checkpoint from then on.",
  tags: TAGS,
  status: "experimental",
  requestHeaders: { "Content-Type": { description: "text/plain" } },
  responses: {
    200: { description: "The witnesses whose cosignatures were accepted.", schema: CosignatureResultSchema },
    400: { description: "`bad_request`: not a signed note, or no line verifies with a configured witness key." },
    404: { description: "`not_found`: the log signed no such checkpoint." },
    413: { description: "`payload_too_large`." },
  },
  errors: ["bad_request", "not_found", "payload_too_large", "record_unavailable"],
});
