// The contract of the route in reading-evidence-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { EvidenceManifestSchema, ReadingIdParamsSchema } from "@/lib/schemas/witness";

export const readingEvidenceRoute = defineRoute({
  operationId: "getReadingEvidence",
  host: "api",
  method: "GET",
  path: "/public/witness/readings/{id}/evidence",
  summary: "The evidence manifest of one reading: every response read, with the SHA-256 of its bytes",
  description:
    "The body is the RFC 8785 form of the manifest; its SHA-256 is `evidence_manifest_sha256` in the reading's witness statement.",
  tags: ["Witness"],
  status: "supported",
  params: ReadingIdParamsSchema,
  responses: { 200: { description: "The manifest, as canonical JSON bytes.", schema: EvidenceManifestSchema } },
  errors: ["bad_request", "not_found", "record_unavailable"],
  cache: "contract",
});
