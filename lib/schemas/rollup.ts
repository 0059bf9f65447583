// The public evidence rollup (spec 2.8) and the pieces compare reuses: pillars, providers, rollup
// rows, the badge and the retirement notice of the frameworks field.
import { z } from "zod";
import { EVIDENCE_CATEGORIES } from "@/lib/vocabulary/fact-categories";

const isoTime = z.iso.datetime({ offset: true });

export const RETIRED_ON = "2026-09-26";

export const RetiredFieldSchema = z
  .object({
    retiredOn: z.literal(RETIRED_ON).describe("Date the field stopped carrying data (YYYY-MM-DD)."),
    reason: z.string(),
    instead: z.string().describe("Where the information it used to hint at lives now."),
  })
  .meta({ id: "RetiredField" });

export const RollupRetiredSchema = z
  .object({ frameworks: RetiredFieldSchema })
  .meta({ id: "RollupRetired", description: "Why `frameworks` is always empty." });

export const RollupCompanySchema = z
  .object({
    name: z.string(),
    handle: z.string().describe("The company's slug: the handle to read it by."),
    updatedAt: isoTime.describe("When the company's published profile last changed."),
  })
  .meta({ id: "RollupCompany" });

export const PillarStatusSchema = z
  .enum(["green", "amber", "red"])
  .meta({ id: "PillarStatus", description: "What the last observation of the area found; a colour is a count key, not a grade." });

export const RollupPillarSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    status: PillarStatusSchema,
    observedAt: isoTime
      .nullable()
      .describe("When this area was observed; null when unknown or restricted, never borrowed from another area."),
    sourceRef: z.string().nullable().describe("Where it was read (`<provider>:<path>`); null when unknown or restricted."),
  })
  .meta({ id: "RollupPillar" });

export const RollupProviderSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    status: z.string().describe("Connection state of the source: `connected`, `degraded` or `disconnected`."),
  })
  .meta({ id: "RollupProvider" });

export const FreshnessSchema = z.enum(["current", "stale", "undated", "restricted"]).meta({
  id: "RollupFreshness",
  description:
    "current: observed within its validity window; stale: the window has passed; undated: no observation " +
    "date is known; restricted: the owner restricted the source, so its date and reference are not shown.",
});

export const RollupRowSchema = z
  .object({
    pillarId: z.string(),
    label: z.string(),
    status: PillarStatusSchema,
    counted: z.boolean().describe("Whether the row enters the badge counts: it has a dated, unrestricted observation."),
    evidenceClass: z.enum(["witnessed", "company-declared"]).describe("Who said it: a reading by the service, or the company."),
    observation: z.string().nullable().describe("What the observation found, in words; null when none was recorded."),
    sourceRef: z.string().nullable(),
    observedAt: isoTime.nullable(),
    validity: z
      .object({
        category: z.enum(EVIDENCE_CATEGORIES),
        windowDays: z.number().int().positive(),
        validUntil: isoTime.nullable().describe("observedAt plus windowDays; null when observedAt is null."),
      })
      .meta({ id: "RollupValidity" }),
    freshness: FreshnessSchema,
    scope: z
      .object({
        subject: z.string().describe("The company the row is about (its domain, else its handle)."),
        scope: z
          .enum(["connected-systems", "company-statement"])
          .describe("What the evidence covers: systems the company connected for reading, or the company's own statement."),
        area: z.string().describe("The area the pillar belongs to (identity, data-protection, ...)."),
      })
      .meta({ id: "RollupScope" }),
    unknown: z
      .array(z.string())
      .describe("Names of this row's fields that are null, whether unknown or restricted (`freshness` says which)."),
  })
  .meta({ id: "RollupRow" });

export const BadgeSchema = z
  .object({
    kind: z
      .enum(["witnessed", "declared-only", "no-evidence"])
      .describe(
        "witnessed: at least one counted area was observed by a reading; declared-only: " +
          "counted areas rest on the company's word only; no-evidence: nothing is counted.",
      ),
    line: z.string().describe("One line for a badge, counts only."),
    detail: z.string(),
    asOf: isoTime.nullable().describe("Most recent observation among counted areas."),
    counted: z.number().int().nonnegative(),
    witnessed: z.number().int().nonnegative().describe("Counted areas observed by a reading and still within their validity window."),
    staleAreas: z.array(z.string()),
    undatedAreas: z.array(z.string()),
    restrictedAreas: z.array(z.string()),
  })
  .meta({ id: "RollupBadge" });

export const PublicRollupSchema = z
  .object({
    sample: z
      .boolean()
      .describe("True only on illustrative records (documentation examples); every record this route serves is real, so false."),
    company: RollupCompanySchema,
    frameworks: z.array(z.never()).max(0).describe("Always empty: retired on 2026-09-26 (see `retired`)."),
    pillars: z.array(RollupPillarSchema),
    providers: z.array(RollupProviderSchema),
    rollup: z.array(RollupRowSchema),
    badge: BadgeSchema,
    controls: z.array(z.never()).max(0).describe("Always empty: control rows, owners and internal notes are never returned."),
    freshness30d: z.number().int().nonnegative().describe("Areas with an unrestricted observation dated within the last 30 days."),
    disclaimer: z.string(),
    retired: RollupRetiredSchema,
  })
  .meta({
    id: "PublicRollup",
    description: "The public evidence rollup of one company: what was observed, where and when. No score, no grade.",
  });

export const HandleSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/,
    "letters, digits, dots and hyphens, starting and ending with a letter or digit",
  )
  .describe("Company slug, domain or workspace slug; case-insensitive.");

export const RollupParamsSchema = z.object({ handle: HandleSchema });

export type PublicRollup = z.infer<typeof PublicRollupSchema>;
export type RollupPillar = z.infer<typeof RollupPillarSchema>;
export type RollupRow = z.infer<typeof RollupRowSchema>;
export type RollupBadge = z.infer<typeof BadgeSchema>;
