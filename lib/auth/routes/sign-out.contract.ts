// The contract of the route in sign-out.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const signOutRoute = defineRoute({
  ...web,
  operationId: "signOut",
  method: "POST",
  path: "/api/auth/sign-out",
  summary: "Sign out: revokes this session and clears the cookie",
  tags: ["Accounts"],
  auth: "session",
  responses: { 200: { description: "Signed out.", schema: S.OkSchema } },
  errors: ["unauthorized", "forbidden"],
});
