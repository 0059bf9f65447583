// The contract of the route in workspace-tokens.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web, SESSION_ERRORS } from "@/lib/contracts/auth";

export const mintTokenViaSessionRoute = defineRoute({
  ...web,
  operationId: "mintScopedTokenWithSession",
  method: "POST",
  path: "/api/workspace/tokens",
  summary: "Mint a scoped token with the session: the web server forwards the session to the API host's POST /v1/tokens",
  description:
    "The web server calls the API host with `Authorization: DPoP <session token>` " +
    "and a proof signed by its own key; the browser's cookie alone is refused there.",
  tags: ["Workspace"],
  auth: "session",
  body: S.ScopedTokenMintFormSchema,
  responses: { 201: { description: "The scoped token, shown once.", schema: S.ScopedTokenMintedSchema } },
  // The API host's refusals pass through with their status, code and message.
  errors: [...SESSION_ERRORS, "record_unavailable", "capacity_saturated"],
});
