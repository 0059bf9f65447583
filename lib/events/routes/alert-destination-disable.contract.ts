// The contract of the route in alert-destination-disable.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/events";
import { web } from "@/lib/contracts/events";

export const disableDestinationRoute = defineRoute({
  ...web,
  operationId: "disableAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/disable",
  summary: "Disable an alert destination",
  params: IdParamsSchema,
  responses: { 200: { description: "Disabled.", schema: S.DestinationSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});
