// The contract of the route in keys-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { PublicKeySetSchema } from "@/lib/schemas/network-profile";

export const publicKeysRoute = defineRoute({
  operationId: "getPublicKeys",
  host: "api",
  method: "GET",
  path: "/public/keys",
  summary: "Public Ed25519 keys that sign witness statements, retired ones included",
  tags: ["Witness"],
  status: "supported",
  responses: { 200: { description: "A JWK Set with each key's validity.", schema: PublicKeySetSchema } },
  errors: ["record_unavailable"],
  cache: "contract",
});
