// The contract of the route in deliveries.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { web } from "@/lib/contracts/events";

export const listDeliveriesRoute = defineRoute({
  ...web,
  operationId: "listDeliveries",
  method: "GET",
  path: "/api/workspace/deliveries",
  summary: "The workspace's delivery log: one row per attempt on every channel, newest first (100)",
  query: S.DeliveriesQuerySchema,
  responses: { 200: { description: "Attempts.", schema: S.AttemptListSchema } },
  errors: ["unauthorized", "invalid_request"],
});
