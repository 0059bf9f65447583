// Contracts of the profile routes: the canonical company read, its history, the JSON Schema of the
// record and the public signing keys on both hosts.
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import {
  NetworkProfileQuerySchema,
  NetworkProfileResponseSchema,
  ProfileHistoryPageSchema,
  ProfileHistoryQuerySchema,
  ProfileVersionSchema,
  PublicKeySetSchema,
  UnsupportedContractSchema,
} from "@/lib/schemas/network-profile";

const RATE_LIMIT_HEADERS = { "Retry-After": { description: "On 429 and 503: seconds until a retry may succeed." } };

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

export const profileHistoryRoute = defineRoute({
  operationId: "getNetworkProfileHistory",
  host: "web",
  method: "GET",
  path: "/api/network/profile/history",
  summary: "Published versions of a Network record, newest first; or one stored version",
  description:
    "Without `version`: a page of versions (version, kind, digest, previous_digest, corrects_version, recorded_at), newest first; " +
    "pass `next_cursor` back as `cursor` until it is null. With `version=n`: that stored version, with the exact canonical body its " +
    "digest covers. Limited to 120 per minute and 3,000 per hour per client network.",
  tags: ["Network profile"],
  status: "supported",
  rateLimit: { policy: "history", key: "network" },
  query: ProfileHistoryQuerySchema,
  responses: {
    200: {
      description: "A page of versions, or one version when `version` is given.",
      schema: z.union([ProfileHistoryPageSchema, ProfileVersionSchema]),
    },
    429: { description: "`rate_limited`.", headers: RATE_LIMIT_HEADERS },
    503: { description: "`record_unavailable`: the read failed; says nothing about the company.", headers: RATE_LIMIT_HEADERS },
  },
  errors: [
    "missing_parameter",
    "invalid_request",
    "invalid_cursor",
    "not_found",
    "version_not_found",
    "rate_limited",
    "record_unavailable",
  ],
  cache: "profile",
  errorFormat: "negotiate",
});

export const networkProfileSchemaRoute = defineRoute({
  operationId: "getNetworkProfileSchema",
  host: "web",
  method: "GET",
  path: "/schemas/network-profile.v2.schema.json",
  summary: "JSON Schema (2020-12) of the network profile record; refuses a score",
  tags: ["Network profile"],
  status: "supported",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});

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

export const profileRoutes: RouteContract[] = [
  networkProfileRoute,
  profileHistoryRoute,
  networkProfileSchemaRoute,
  publicKeysRoute,
  verifyKeysRoute,
];
