// The contract of the route in account-sessions.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const sessionsRoute = defineRoute({
  ...web,
  operationId: "listSessions",
  method: "GET",
  path: "/api/account/sessions",
  summary: "The account's live sessions",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "Live sessions, newest first.", schema: S.SessionListSchema } },
  errors: ["unauthorized"],
});
