// The contract of the route in verify-keys.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { PublicKeySetSchema } from "@/lib/schemas/network-profile";

export const verifyKeysRoute = defineRoute({
  operationId: "getVerifyKeys",
  host: "web",
  method: "GET",
  path: "/verify/keys",
  summary: "The witness statement keys on the web host (same set as /public/keys)",
  tags: ["Witness"],
  status: "supported",
  responses: { 200: { description: "A JWK Set with each key's validity.", schema: PublicKeySetSchema } },
  errors: ["record_unavailable"],
  cache: "contract",
});
