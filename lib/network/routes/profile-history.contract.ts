// The contract of the route in profile-history.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { ProfileHistoryPageSchema, ProfileHistoryQuerySchema, ProfileVersionSchema } from "@/lib/schemas/network-profile";
import { RATE_LIMIT_HEADERS } from "@/lib/contracts/profile";

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
