// Contracts of the witness engine's public documents on the API host: the versioned check mapping and
// each reading's evidence manifest. Both are served as the exact RFC 8785 bytes whose SHA-256 a
// statement signs, so a verifier hashes the response body as received.
import { defineRoute, type RouteContract } from "../http/contract";
import { SlugParamsSchema } from "../schemas/public-trust";
import { CheckMappingSchema, EvidenceManifestSchema, ReadingIdParamsSchema, RereadAcceptedSchema } from "../schemas/witness";

export const checkMappingRoute = defineRoute({
  operationId: "getCheckMapping",
  host: "api",
  method: "GET",
  path: "/public/witness/check-mapping",
  summary: "The versioned check mapping: every check id, its category and what it expects",
  description: "The body is the RFC 8785 form of the mapping; its SHA-256 is `check_mapping_sha256` in every witness statement judged with it.",
  tags: ["Witness"],
  status: "supported",
  responses: { 200: { description: "The mapping, as canonical JSON bytes.", schema: CheckMappingSchema } },
  cache: "contract",
});

export const readingEvidenceRoute = defineRoute({
  operationId: "getReadingEvidence",
  host: "api",
  method: "GET",
  path: "/public/witness/readings/{id}/evidence",
  summary: "The evidence manifest of one reading: every response read, with the SHA-256 of its bytes",
  description: "The body is the RFC 8785 form of the manifest; its SHA-256 is `evidence_manifest_sha256` in the reading's witness statement.",
  tags: ["Witness"],
  status: "supported",
  params: ReadingIdParamsSchema,
  responses: { 200: { description: "The manifest, as canonical JSON bytes.", schema: EvidenceManifestSchema } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "contract",
});

export const evidenceDocumentSchemaRoute = defineRoute({
  operationId: "getEvidenceDocumentSchema",
  host: "api",
  method: "GET",
  path: "/public/witness/evidence-document.schema.json",
  summary: "JSON Schema (2020-12) of the evidence document a company hosts for the evidence-document connector",
  description:
    "A connected source of kind `evidence-document` is one HTTPS JSON document; the connector validates it against this schema before witnessing what it states.",
  tags: ["Witness"],
  status: "experimental",
  responses: { 200: { description: "JSON Schema draft 2020-12.", contentType: "application/schema+json" } },
  cache: "contract",
});

export const rereadRoute = defineRoute({
  operationId: "requestReread",
  host: "web",
  method: "POST",
  path: "/api/workspace/companies/{slug}/reread",
  summary: "Ask for a reading of one of your workspace's companies now (at most once per ten minutes per company)",
  description:
    "The reading runs on the job queue (or in-process when the queue is off) and lands like an hourly one. A second request within ten minutes is 429 `rate_limited` with `Retry-After`, or 429 `busy` (`Retry-After: 5`) while the reading the first asked for has not landed.",
  tags: ["Workspace"],
  status: "documented, not versioned",
  errorFormat: "negotiate",
  forms: true,
  cors: false,
  auth: "session",
  params: SlugParamsSchema,
  responses: { 202: { description: "The reading is on its way.", schema: RereadAcceptedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "rate_limited", "busy"],
});

export const witnessRoutes: RouteContract[] = [checkMappingRoute, readingEvidenceRoute, evidenceDocumentSchemaRoute, rereadRoute];
