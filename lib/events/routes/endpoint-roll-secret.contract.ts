// The contract of the route in endpoint-roll-secret.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/events";
import { endpointAction } from "@/lib/contracts/events";

export const rollEndpointSecretRoute = endpointAction(
  "rollEndpointSecret",
  "roll-secret",
  "Roll an endpoint's signing secret; the new one is shown once",
  S.SecretRolledSchema,
);
