// The contract of the route in endpoint-disable.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/events";
import { endpointAction } from "@/lib/contracts/events";

export const disableEndpointRoute = endpointAction(
  "disableEndpoint",
  "disable",
  "Disable an endpoint of the workspace (nothing more is sent to it)",
  S.EndpointSchema,
);
