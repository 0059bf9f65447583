// The contract of the route in a2a-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { JsonRpcResponseSchema } from "@/lib/schemas/agents";

const OAUTH_ERRORS: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token"];

export const a2aRoute = defineRoute({
  operationId: "a2aJsonRpc",
  host: "api",
  method: "POST",
  path: "/a2a/v1",
  summary: "A2A 1.0 JSON-RPC endpoint (SendMessage, GetTask, ListTasks, CancelTask)",
  description:
    "Needs an OAuth access token for the resource {api_url}/a2a/v1 (`Authorization: DPoP <token>` with a proof " +
    "when bound, else `Bearer`). Tasks are visible only to the token subject that created them (others get " +
    "TaskNotFound) and are kept 24 hours. JSON-RPC errors come back as 200 with `error`. The body (a JSON-RPC 2.0 " +
    "request, at most 64 KiB) goes to the A2A SDK as sent, so a malformed one is answered with a JSON-RPC error.",
  tags: ["Agents"],
  status: "supported",
  auth: "oauth",
  requestHeaders: {
    Authorization: { description: "`DPoP <token>` for a bound token, `Bearer <token>` for an unbound one.", required: true },
    DPoP: { description: "One RFC 9449 proof, new for every request, when the token is bound." },
    "A2A-Version": { description: "Protocol version; 1.0 is served." },
  },
  responses: { 200: { description: "JSON-RPC response (result or error).", schema: JsonRpcResponseSchema } },
  errors: [...OAUTH_ERRORS, "unsupported_media_type", "payload_too_large", "internal_error"],
});
