// GET /api/compare (spec 2.8): up to four companies side by side. States say what was witnessed or
// declared about each row, never which company is better.
import { z } from "zod";
import { FACT_ORIGINS } from "@/lib/vocabulary/fact-origins";
import { RETIRED_ON, RetiredFieldSchema, RollupCompanySchema, RollupPillarSchema, RollupProviderSchema } from "@/lib/schemas/rollup";

export const MAX_COMPARED = 4;
export const MAX_HANDLES_PARAM = 2048;

export const CompareQuerySchema = z.looseObject({
  handles: z
    .string()
    .max(MAX_HANDLES_PARAM)
    .optional()
    .describe(
      "Comma-separated handles (company slug, domain or workspace slug), case-insensitive. A handle " +
        "named twice is read once; only the first four distinct are read, the rest are listed in `ignored`. " +
        "Add `at.<handle>=<n>` (one per company) to read that company at its stored " +
        "record version n; a handle named only in `at.` joins the list after `handles`.",
    ),
});

export const CompareStateIdSchema = z
  .enum(["witnessed", "company-declared", "public-source", "agreed", "contested", "not-stated", "restricted", "current", "snapshot"])
  .meta({ id: "CompareStateId" });

export const CompareStateSchema = z
  .object({
    id: CompareStateIdSchema,
    label: z.string(),
    meaning: z.string(),
    appliesTo: z.enum(["cell", "company"]).describe("Whether the state describes one cell or a whole company column."),
  })
  .meta({ id: "CompareState" });

export const CompareVendorSchema = z
  .object({
    company: RollupCompanySchema,
    frameworks: z.array(z.never()).max(0).describe("Always empty (retired 2026-09-26)."),
    pillars: z.array(RollupPillarSchema),
    providers: z.array(RollupProviderSchema),
    controls: z.array(z.never()).max(0).describe("Always empty: control rows are never returned."),
    version: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe(
        "The stored record version read (`at.<handle>`), or the latest stored " +
          "version; null for a company that has none (worker-route companies).",
      ),
  })
  .meta({
    id: "CompareVendor",
    description:
      "One compared company. `company.updatedAt` is when what is shown last changed: for a snapshot, the stored version's recording time.",
  });

export const CompareAccountSchema = z.object({
  origin: z.enum(FACT_ORIGINS),
  value: z.string(),
});

export const CompareCellSchema = z
  .object({
    state: CompareStateIdSchema,
    label: z.string().describe("What the row says for this company, in words."),
    flags: z.array(z.string()).describe("Qualifiers: the origins that gave an account, and `stale` or `undated` for pillar rows."),
    accounts: z.array(CompareAccountSchema).describe("Every account given, in the fixed order of the origin vocabulary (not a ranking)."),
  })
  .meta({ id: "CompareCell" });

export const ComparisonSchema = z
  .object({
    comparedAt: z.iso.datetime({ offset: true }),
    companies: z.array(
      z.object({
        key: z.string().describe("The company's handle; cells are in this order."),
        state: CompareStateIdSchema.describe("`current` (latest record) or `snapshot` (a stored version named with `at.`)."),
        version: z.number().int().positive().nullable(),
      }),
    ),
    rows: z.array(
      z.object({
        key: z.string().describe("`<category>.<key>` for facts, `pillar.<id>` for evidence areas."),
        category: z.string(),
        label: z.string(),
        cells: z.array(CompareCellSchema),
      }),
    ),
  })
  .meta({ id: "Comparison" });

export const CompareResultSchema = z
  .object({
    vendors: z.array(CompareVendorSchema),
    unavailable: z
      .array(z.string())
      .describe(
        "Handles that could not be read: no public record, or no such stored version. " +
          "Privacy-preserving: an unpublished company reads like an unknown one.",
      ),
    ignored: z.array(z.string()).describe("Distinct handles after the first four, not read."),
    frameworkRows: z.array(z.never()).max(0).describe("Always empty (retired 2026-09-26)."),
    retired: z.object({ frameworks: RetiredFieldSchema, frameworkRows: RetiredFieldSchema }).meta({ id: "CompareRetired" }),
    states: z.array(CompareStateSchema),
    comparison: ComparisonSchema,
    disclaimer: z.string(),
  })
  .meta({ id: "CompareResult", description: `Companies side by side. Frameworks were retired on ${RETIRED_ON}.` });

export type CompareResult = z.infer<typeof CompareResultSchema>;
export type CompareCell = z.infer<typeof CompareCellSchema>;
