// The contract of the route in company-reread.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { SlugParamsSchema } from "@/lib/schemas/public-trust";
import { RereadAcceptedSchema } from "@/lib/schemas/witness";

export const rereadRoute = defineRoute({
  operationId: "requestReread",
  host: "web",
  method: "POST",
  path: "/api/workspace/companies/{slug}/reread",
  summary: "Ask for a reading of one of your workspace's companies now (at most once per ten minutes per company)",
  description:
    "The reading runs on the job queue (or in-process when the queue is off) and lands like " +
    "an hourly one. A second request within ten minutes is 429 `rate_limited` with `Retry-After`, " +
    "or 429 `busy` (`Retry-After: 5`) while the reading the first asked for has not landed.",
  tags: ["Workspace"],
  status: "documented, not versioned",
  errorFormat: "negotiate",
  forms: true,
  cors: false,
  auth: "session",
  params: SlugParamsSchema,
  responses: { 202: { description: "The reading is on its way.", schema: RereadAcceptedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "rate_limited", "busy"],
});
