// The contract of the route in alert-destination-test.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/events";
import { web } from "@/lib/contracts/events";

export const testDestinationRoute = defineRoute({
  ...web,
  operationId: "testAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations/{id}/test",
  summary: "Send a signed test alert (`alert.test`, up to three attempts in 15 s)",
  params: IdParamsSchema,
  responses: { 200: { description: "The last attempt.", schema: S.TestSendResultSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "busy"],
});
