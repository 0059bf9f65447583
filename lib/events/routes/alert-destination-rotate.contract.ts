// The contract of the route in alert-destination-rotate.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/events";
import { web } from "@/lib/contracts/events";

export const rotateDestinationRoute = defineRoute({
  ...web,
  operationId: "rotateAlertDestination",
  role: "owner",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/rotate",
  summary: "Start the next key generation (workspace owner only); both signatures are sent for seven days",
  params: IdParamsSchema,
  responses: { 200: { description: "Rotated; the new key shown once.", schema: S.DestinationKeySchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});
