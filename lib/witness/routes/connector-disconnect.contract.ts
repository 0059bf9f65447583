// The contract of the route in connector-disconnect.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/connectors";
import { web, writeLimit } from "@/lib/contracts/connectors";

export const disconnectConnectorRoute = defineRoute({
  ...web,
  ...writeLimit,
  operationId: "disconnectSource",
  role: "admin",
  method: "POST",
  path: "/api/workspace/connectors/{id}/disconnect",
  summary: "Disconnect a source: it is removed with its sealed token and no longer read",
  params: IdParamsSchema,
  responses: { 200: { description: "Disconnected; the source as it was.", schema: S.ConnectedSourceSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "rate_limited", "busy"],
});
