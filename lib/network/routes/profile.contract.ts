// The contract of the route in profile.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { NetworkProfileQuerySchema, NetworkProfileResponseSchema, UnsupportedContractSchema } from "@/lib/schemas/network-profile";
import { RATE_LIMIT_HEADERS } from "@/lib/contracts/profile";

export const networkProfileRoute = defineRoute({
  operationId: "getNetworkProfile",
  host: "web",
  method: "GET",
  path: "/api/network/profile",
  hot: true,
  summary: "Canonical company read: the published Network record (contracts 1 and 2)",
  // Spec 2.7: `deprecation` is always there to read; on an error it is empty unless a withdrawn version was asked for.
  errorFields: { deprecation: "" },
  description:
    "Returns the record of spec 2.7, or `{ found: false }` with 200 when no profile is published. A 503 (`record_unavailable`, " +
    "`witnessed_record_unavailable`, `profile_read_unavailable`) means the read failed and says nothing about the company. " +
    "Limited to 600 per minute and 20,000 per hour per client network (IPv4 address or IPv6 /64), counted across instances. " +
    "Sends a strong `ETag` (the record digest first) and answers `If-None-Match` with 304.",
  tags: ["Network profile"],
  status: "supported",
  rateLimit: { policy: "profile", key: "network" },
  query: NetworkProfileQuerySchema,
  requestHeaders: {
    "Svc-Contract": { description: "Contract version to serve (1 or 2); the `contract` query wins when both are sent." },
    "If-None-Match": { description: "An ETag from an earlier read: 304 when the record reads the same." },
  },
  responses: {
    200: {
      description: "The record, or `{ found: false }` when none is published.",
      schema: NetworkProfileResponseSchema,
      headers: {
        "Svc-Contract": { description: "The contract served." },
        ETag: { description: 'Strong validator: `"<record digest>.c<contract>.<16 hex of the body\'s SHA-256>"`.' },
        Deprecation: { description: "Contract 1 only (RFC 9745)." },
        Sunset: { description: "Contract 1 only: Mon, 01 Mar 2027 00:00:00 GMT (RFC 8594)." },
      },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)." },
    400: { description: "`missing_parameter` (no q) or `unsupported_contract_version`.", schema: UnsupportedContractSchema },
    429: { description: "`rate_limited`.", headers: RATE_LIMIT_HEADERS },
    503: { description: "The read failed; says nothing about the company.", headers: RATE_LIMIT_HEADERS },
  },
  errors: [
    "missing_parameter",
    "invalid_request",
    "unsupported_contract_version",
    "rate_limited",
    "record_unavailable",
    "witnessed_record_unavailable",
    "profile_read_unavailable",
  ],
  cache: "profile",
  errorFormat: "negotiate",
});
