// The contract of the route in endpoint-test.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/events";
import { endpointAction } from "@/lib/contracts/events";

export const testEndpointRoute = endpointAction(
  "testEndpoint",
  "test",
  "Send a signed test event (`ping`) to an endpoint; the attempt is logged",
  S.TestSendResultSchema,
);
