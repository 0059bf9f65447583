// The contract of the route in mint-token-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { API_WRITE_ERRORS, apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";
import { DPOP_HEADERS, API_AUTH_ERRORS } from "@/lib/contracts/auth";

export const mintTokenRoute = defineRoute({
  operationId: "mintScopedToken",
  host: "api",
  method: "POST",
  path: "/v1/tokens",
  summary: "Mint a scoped `st_` token for one named operation, valid 15 to 60 minutes, bound to dpop_jkt",
  description:
    "Needs a full credential (bound API key or forwarded session); a scoped token cannot mint another. Send " +
    "`Idempotency-Key` so that a retry returns the same token (with `Idempotency-Replayed: true`) instead of minting another.",
  tags: ["Workspace credentials"],
  status: "experimental",
  // A scoped token cannot mint another: only a bound key or a forwarded session.
  auth: "workspace-key",
  requestHeaders: {
    ...DPOP_HEADERS,
    ...apiIdempotencyKey("the credential that sent it"),
  },
  body: S.ScopedTokenMintBodySchema,
  responses: {
    201: {
      description: "The token, shown once.",
      schema: S.ScopedTokenMintedSchema,
      headers: { "Idempotency-Replayed": { description: "`true` on a replayed answer." } },
    },
  },
  errors: [...API_AUTH_ERRORS, ...API_WRITE_ERRORS],
});
