// GET /api/legal/{slug}.
import { z } from "zod";

export const LegalSlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, "lowercase letters, digits and hyphens")
  .describe("Document slug: terms, privacy, dpa, subprocessors, acceptable-use, security, cookies, accessibility, ...");

export const LegalDocumentSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    effective: z.iso.date().describe("Date the text took effect (YYYY-MM-DD)."),
    html: z.string().describe("The document as sanitised HTML (an allowlist of text tags; no scripts, styles or event attributes)."),
  })
  .meta({ id: "LegalDocument" });
