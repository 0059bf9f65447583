// The contract of the route in public-mesh.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { PublicRollupSchema, RollupParamsSchema } from "@/lib/schemas/rollup";

const retryAfter = { "Retry-After": { description: "Seconds to wait before retrying the read.", schema: z.string().regex(/^\d+$/) } };

export const publicMeshRoute = defineRoute({
  operationId: "getPublicRollup",
  host: "web",
  method: "GET",
  path: "/api/public-mesh/{handle}",
  summary: "Public evidence rollup of one company",
  description:
    "What was observed for each evidence area of a published company, from which source and when. `observedAt` " +
    "and `sourceRef` are null when unknown or restricted and are never borrowed from another area. " +
    "A handle is matched against the company slug, then its domain, then its workspace slug, case-insensitively. A " +
    "company without a public record (private, unclaimed, withdrawn or unknown) is a 404 that does not say which. " +
    "A 503 means the service could not read its own store; it says nothing about the company.",
  tags: ["Rollup"],
  status: "supported",
  params: RollupParamsSchema,
  responses: {
    200: { description: "The rollup.", schema: PublicRollupSchema },
    503: { description: "The store could not be read; retry after `Retry-After` seconds.", headers: retryAfter },
  },
  errors: ["not_found", "record_unavailable"],
  cache: "rollup",
});
