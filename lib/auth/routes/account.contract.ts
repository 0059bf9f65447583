// The contract of the route in account.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const accountRoute = defineRoute({
  ...web,
  operationId: "getAccount",
  method: "GET",
  path: "/api/account",
  summary: "The signed-in account and its workspace",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "The account.", schema: S.AccountSchema } },
  errors: ["unauthorized"],
});
