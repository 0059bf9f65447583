// Contracts of the rollup area: the public evidence rollup, compare, legal documents, version, and the
// machine-readable contracts themselves (both OpenAPI documents, /interfaces.json, the section map).
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import { CompareQuerySchema, CompareResultSchema } from "@/lib/schemas/compare";
import { InterfacesSchema, SectionCapabilitiesSchema } from "@/lib/schemas/interfaces";
import { LegalDocumentSchema, LegalSlugSchema } from "@/lib/schemas/legal";
import { PublicRollupSchema, RollupParamsSchema } from "@/lib/schemas/rollup";
import { VersionSchema } from "@/lib/schemas/version";

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

export const compareRoute = defineRoute({
  operationId: "compareCompanies",
  host: "web",
  method: "GET",
  path: "/api/compare",
  hot: true,
  summary: "Up to four companies side by side",
  description:
    "`handles=a,b,c` (case-insensitive; a repeat is read once; only the first four distinct " +
    "are read) and `at.<handle>=<n>` to read a company's facts at stored record version n. " +
    "A request naming no handle and no snapshot is 400 `missing_parameter`. States " +
    "say what was witnessed or declared for each row, never which company is better. " +
    "Limited to 20 requests a minute and 200 an hour per client address (two fixed " +
    "windows); over it, 429 `rate_limited` without `Retry-After`: back off and retry once.",
  tags: ["Compare"],
  status: "supported",
  rateLimit: { policy: "compare", key: "address" },
  query: CompareQuerySchema,
  responses: {
    200: { description: "The comparison. Handles that could not be read are listed in `unavailable`.", schema: CompareResultSchema },
    429: { description: "Over the limit. No `Retry-After` is sent." },
  },
  errors: ["missing_parameter", "invalid_request", "rate_limited", "record_unavailable"],
  cache: "no-store",
});

export const legalRoute = defineRoute({
  operationId: "getLegalDocument",
  host: "web",
  method: "GET",
  path: "/api/legal/{slug}",
  summary: "One of the twenty published legal documents",
  tags: ["Legal"],
  status: "supported",
  params: z.object({ slug: LegalSlugSchema }),
  responses: { 200: { description: "The document, with sanitised HTML.", schema: LegalDocumentSchema } },
  errors: ["not_found"],
  cache: "legal",
});

export const versionRoute = defineRoute({
  operationId: "getVersion",
  host: "web",
  method: "GET",
  path: "/api/version",
  summary: "Which deployment is answering (build id and commit)",
  tags: ["Meta"],
  status: "supported",
  responses: { 200: { description: "The deployment stamp; never cached.", schema: VersionSchema } },
  cache: "no-store",
});

export const openapiJsonRoute = defineRoute({
  operationId: "getWebHostOpenApi",
  host: "web",
  method: "GET",
  path: "/openapi.json",
  summary: "OpenAPI 3.1 contract of every web host route (generated from the route contracts)",
  tags: ["Contracts"],
  status: "supported",
  responses: {
    200: {
      description: "The OpenAPI 3.1 document.",
      contentType: "application/json",
      schema: z.record(z.string(), z.unknown()).meta({ id: "OpenApiDocument" }),
    },
  },
  cache: "contract",
});

export const openapiYamlRoute = defineRoute({
  operationId: "getWorkerOpenApi",
  host: "web",
  method: "GET",
  path: "/openapi.yaml",
  summary: "Worker contract (API host), version 1.0 released 2026-08-22, as OpenAPI 3.1 YAML",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "The OpenAPI 3.1 document in YAML.", contentType: "application/yaml", schema: z.string() } },
  cache: "contract",
});

export const interfacesRoute = defineRoute({
  operationId: "listInterfaces",
  host: "web",
  method: "GET",
  path: "/interfaces.json",
  summary: "Every interface with its support status",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "The interface list.", schema: InterfacesSchema } },
  cache: "contract",
});

export const sectionCapabilitiesRoute = defineRoute({
  operationId: "getSectionCapabilities",
  host: "web",
  method: "GET",
  path: "/section-capabilities.json",
  summary: "Section map of the network profile record",
  tags: ["Contracts"],
  status: "supported",
  responses: { 200: { description: "What each section of the record carries and who its source is.", schema: SectionCapabilitiesSchema } },
  cache: "contract",
});

export const rollupRoutes: RouteContract[] = [
  publicMeshRoute,
  compareRoute,
  legalRoute,
  versionRoute,
  openapiJsonRoute,
  openapiYamlRoute,
  interfacesRoute,
  sectionCapabilitiesRoute,
];
