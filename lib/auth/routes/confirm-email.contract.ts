// The contract of the route in confirm-email.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const confirmEmailRoute = defineRoute({
  ...web,
  operationId: "confirmEmail",
  method: "POST",
  path: "/api/auth/confirm-email",
  summary: "Follow a mailed link: confirm the address or complete an address change",
  tags: ["Accounts"],
  auth: "none",
  cors: false,
  body: S.ConfirmEmailBodySchema,
  responses: { 200: { description: "Confirmed.", schema: S.ConfirmEmailResultSchema } },
  errors: ["forbidden", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large"],
});
