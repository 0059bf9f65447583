// The contract of the route in world-proof.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/companies";

export const worldProofRoute = defineRoute({
  host: "web",
  status: "experimental",
  errorFormat: "negotiate",
  forms: true,
  tags: ["Development"],
  operationId: "setDevWorldProof",
  method: "POST",
  path: "/dev/world/proofs",
  summary:
    "Development only (404 in production): place or remove a claim's TXT record or verification file on a demo domain of the local world",
  body: S.WorldProofBodySchema,
  responses: { 200: { description: "The world's domains after the change.", schema: S.WorldDomainListSchema } },
  errors: ["not_found", "invalid_request", "bad_json", "unsupported_media_type"],
});
