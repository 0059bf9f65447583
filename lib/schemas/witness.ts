// Schemas of the witness engine's public documents: the check mapping and a reading's evidence manifest.
import { z } from "zod";
import { CHECK_CATEGORIES, CHECK_OUTCOMES } from "@/lib/vocabulary/check-outcomes";

export const CheckMappingSchema = z
  .strictObject({
    check_mapping: z.number().int().describe("Version of the mapping document."),
    evaluator_version: z.string().describe("The evaluator that judges checks against these expectations."),
    outcomes: z.array(z.enum(CHECK_OUTCOMES)),
    checks: z.array(
      z.strictObject({
        check_id: z.string(),
        category: z.enum(CHECK_CATEGORIES),
        reader: z.string(),
        expected: z.string(),
      }),
    ),
  })
  .meta({ id: "CheckMapping" });

export const EvidenceManifestSchema = z
  .strictObject({
    evidence_manifest: z.literal(1),
    reading_id: z.string(),
    items: z.array(
      z.strictObject({
        source: z.string(),
        kind: z.enum(["https", "dns", "tls", "connector"]),
        status: z.number().int().nullable(),
        headers: z.record(z.string(), z.string()).nullable(),
        sha256: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .describe("SHA-256 of the exact bytes read (body, certificate DER, or RFC 8785 DNS answer)."),
        bytes: z.number().int(),
        observed_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: "EvidenceManifest" });

export const ReadingIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^rd_[A-Za-z0-9_-]{16}$/)
    .describe("A reading id, as named by its witness statement (`reading_id`)."),
});

/**
 * The evidence document a company hosts for the evidence-document connector: the controls it states
 * are in place. Its JSON Schema is published at /public/witness/evidence-document.schema.json; the
 * connector witnesses what the document says, at the time it was read, never more.
 */
export const EvidenceDocumentSchema = z
  .strictObject({
    evidence_document: z.literal(1),
    updated_at: z.iso.datetime({ offset: true }),
    controls: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/),
          title: z.string().min(1).max(200),
          status: z.enum(["in_place", "not_in_place"]),
          evidence_url: z.url({ protocol: /^https$/ }).optional(),
        }),
      )
      .min(1)
      .max(200),
  })
  .meta({ title: "Evidence document, version 1" });

/** The answer to a workspace member's re-read request (202: the reading is on its way). */
export const RereadAcceptedSchema = z
  .strictObject({
    slug: z.string(),
    requested_at: z.iso.datetime(),
    next_allowed_at: z.iso.datetime().describe("The earliest time another re-read of this company may be asked for (ten minutes on)."),
  })
  .meta({ id: "RereadAccepted" });
