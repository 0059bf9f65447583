// The EU AI Act automation API's resources and request bodies (API host /v1/eu/..., forwarded from the
// web host's /api/eu/...). Bodies are flat so that the workspace page's HTML forms post them unchanged.
import { z } from "zod";
import {
  DISCLOSURE_DUTIES,
  DISCLOSURE_ORIGINS,
  EU_DETAIL_FIELDS,
  EU_QUESTIONS,
  EU_QUESTION_NAMES,
  EU_TIERS,
  FINDING_KINDS,
  OBLIGATION_ROLES,
  OBLIGATION_STATES,
  CLASSIFICATION_TRIGGERS,
  RULE_CHANGE_KINDS,
  type EuQuestion,
} from "@/lib/vocabulary/eu-ai-act";

const NUMBER_TEXT = /^(?:\d+(?:\.\d+)?(?:[eE]\+?\d{1,3})?)$/;

function answerSchema(q: EuQuestion) {
  const def = EU_QUESTIONS[q];
  if (def.choices === "number") {
    return z
      .union([
        z.number().nonnegative().max(1e40),
        z.literal("unknown"),
        z.string().regex(NUMBER_TEXT, "a non-negative number such as 3e25"),
      ])
      .optional()
      .describe(`${def.label}. A number (or its text, e.g. "3e25"); "unknown" clears it.`);
  }
  return z
    .enum([...def.choices, "unknown"] as [string, ...string[]])
    .optional()
    .describe(`${def.label}. "unknown" clears the answer.`);
}

const detail = z.string().trim().max(2000);

const questionShape = Object.fromEntries(EU_QUESTION_NAMES.map((q) => [q, answerSchema(q)])) as Record<
  EuQuestion,
  ReturnType<typeof answerSchema>
>;
const detailShape = Object.fromEntries(
  EU_DETAIL_FIELDS.map((f) => [f, detail.optional().describe(`Free text, kept and shown, never used to decide: ${f.replace("_", " ")}.`)]),
);

export const EuSystemCreateSchema = z
  .strictObject({ name: z.string().trim().min(1).max(120).describe("The system's name."), ...detailShape, ...questionShape })
  .meta({
    id: "EuSystemCreate",
    description:
      'A system\'s details and questionnaire answers. Leave a question out (or send "unknown") ' +
      "when the answer is not known: the classification then says which answer it needs.",
  });

export const EuSystemUpdateSchema = z
  .strictObject({ name: z.string().trim().min(1).max(120).optional(), ...detailShape, ...questionShape })
  .meta({
    id: "EuSystemUpdate",
    description: 'Fields to change; answers not sent keep their value, "unknown" clears one. The system is re-classified.',
  });

export const EuSystemIdParamsSchema = z.object({ id: z.string().min(1).max(64).describe("The system id.") });
export const EuDisclosureParamsSchema = EuSystemIdParamsSchema.extend({
  duty: z.enum(DISCLOSURE_DUTIES).describe("The Article 50 disclosure duty."),
});
export const EuObligationParamsSchema = EuSystemIdParamsSchema.extend({
  obligation: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9.-]*$/)
    .describe("The obligation id, from the status list."),
});

export const EuListQuerySchema = z.object({
  include_archived: z.enum(["1", "true", "0", "false"]).optional().describe("Also list archived systems."),
});

const yesNoFlag = z.union([z.boolean(), z.enum(["yes", "no", "on", "true", "false"])]);

/** A flag as JSON (`true`) or as a form sends it (`yes`, `on` for a ticked checkbox, `true`). */
export function flagOn(value: z.infer<typeof yesNoFlag> | undefined): boolean {
  return value === true || value === "yes" || value === "on" || value === "true";
}

export const EuDisclosureBodySchema = z
  .strictObject({
    text: z.string().trim().min(1).max(2000).describe("The disclosure text the company will show."),
    show_publicly: yesNoFlag
      .optional()
      .describe("Show this declaration in the company's public AI profile (`aiProfile.highlights`, labelled company-declared)."),
  })
  .meta({ id: "EuDisclosureDeclaration" });

export const EuObligationBodySchema = z
  .strictObject({
    state: z.enum(OBLIGATION_STATES).describe("What the company marks: met or unmet."),
    evidence_links: z
      .union([z.array(z.url().max(2000)).max(20), z.string().max(20_000)])
      .optional()
      .describe("Links to the company's evidence: an array of URLs, or (from a form) one URL per line."),
    note: z.string().trim().max(2000).optional(),
  })
  .meta({ id: "EuObligationMark" });

export const EuSubscriptionBodySchema = z
  .strictObject({ subscribed: yesNoFlag.describe("Re-classify this system automatically when a new rule-set version is published.") })
  .meta({ id: "EuSubscription" });

export const EuChangesQuerySchema = z.object({
  after: z
    .string()
    .max(200)
    .optional()
    .describe("The `next_cursor` of the previous page; opaque. Without it the feed starts at the first change."),
  limit: z.coerce.number().int().min(1).max(100).optional().describe("At most 100; default 100."),
});

// ---- responses

const TriggerSchema = z.object({ question: z.enum(EU_QUESTION_NAMES), answer: z.union([z.string(), z.number()]) });

export const EuFindingSchema = z
  .object({
    rule_id: z.string(),
    kind: z.enum(FINDING_KINDS),
    status: z.enum(["applies", "cannot_decide"]),
    article: z.string().describe("The article of Regulation (EU) 2024/1689 the finding rests on."),
    annex_point: z.string().nullable(),
    title: z.string(),
    wording: z.string(),
    effective_from: z.string().describe("The date the provision applies from (YYYY-MM-DD)."),
    triggered_by: z.array(TriggerSchema).describe("The answers that triggered it."),
    needs: z.array(z.enum(EU_QUESTION_NAMES)).describe("For `cannot_decide`: the questions whose answers would decide it."),
    message: z.string().describe('"<article>: <title>." or "cannot decide: needs <question>".'),
    source: z.string(),
    disclosure: z.enum(DISCLOSURE_DUTIES).nullable(),
  })
  .meta({ id: "EuFinding" });

export const EuClassificationSchema = z
  .object({
    id: z.string(),
    rule_set_version: z.number().int(),
    tier: z.enum(EU_TIERS),
    findings: z.array(EuFindingSchema),
    open_questions: z.array(z.enum(EU_QUESTION_NAMES)),
    trigger: z.enum(CLASSIFICATION_TRIGGERS),
    classified_at: z.string(),
    differences: z.object({
      previous_rule_set_version: z.number().int().nullable(),
      previous_tier: z.string().nullable(),
      tier_changed: z.boolean(),
      findings: z.array(
        z.object({
          rule_id: z.string(),
          article: z.string(),
          change: z.enum(["added", "removed", "changed"]),
          before: z.unknown(),
          after: z.unknown(),
        }),
      ),
    }),
  })
  .meta({ id: "EuClassification" });

export const EuSystemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    details: z.record(z.string(), z.string()),
    answers: z.record(z.string(), z.union([z.string(), z.number()])),
    subscribed: z.boolean(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    classification: EuClassificationSchema.nullable(),
    current_rule_set_version: z
      .number()
      .int()
      .describe("When higher than the classification's version, re-classify (or subscribe) to apply it."),
  })
  .meta({ id: "EuSystem" });

export const EuSystemListSchema = z.object({ systems: z.array(EuSystemSchema), count: z.number().int() }).meta({ id: "EuSystemList" });

export const EuClassificationHistorySchema = z
  .object({
    system_id: z.string(),
    current: EuClassificationSchema.nullable(),
    history: z.array(EuClassificationSchema).describe("Newest first, at most 100."),
  })
  .meta({ id: "EuClassificationHistory" });

export const EuDisclosureSchema = z
  .object({
    duty: z.enum(DISCLOSURE_DUTIES),
    article: z.string(),
    title: z.string(),
    placement: z.string().describe("Where and when to show it."),
    text: z.string(),
    origin: z.enum(DISCLOSURE_ORIGINS).describe("`generated`: the service's draft; `company-declared`: the company's own text."),
    show_publicly: z.boolean(),
    applies: z.boolean().describe("Whether the duty applies under the current classification."),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "EuDisclosure" });

export const EuDisclosureListSchema = z
  .object({ system_id: z.string(), disclosures: z.array(EuDisclosureSchema) })
  .meta({ id: "EuDisclosureList" });

export const EuObligationStatusSchema = z
  .object({
    obligation_id: z.string(),
    article: z.string(),
    text: z.string(),
    role: z.enum(OBLIGATION_ROLES),
    applies_from: z.string(),
    rule_ids: z.array(z.string()),
    state: z.enum(OBLIGATION_STATES),
    marked_by_company: z.boolean().describe("False until the company marks it; the service never marks an obligation met."),
    evidence_links: z.array(z.string()),
    note: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "EuObligationStatus" });

export const EuStatusSchema = z
  .object({
    system_id: z.string(),
    rule_set_version: z.number().int().nullable(),
    met: z.number().int(),
    unmet: z.number().int(),
    obligations: z.array(EuObligationStatusSchema),
    note: z.string(),
  })
  .meta({ id: "EuComplianceStatus" });

export const EuRuleChangeSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    rule_id: z.string(),
    change: z.enum(RULE_CHANGE_KINDS),
    article: z.string(),
    fields: z.array(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    sources: z.array(z.string()),
    published_at: z.string(),
  })
  .meta({ id: "EuRuleChange" });

export const EuChangesPageSchema = z
  .object({ changes: z.array(EuRuleChangeSchema), next_cursor: z.string().nullable(), has_more: z.boolean() })
  .meta({ id: "EuChangesPage" });

export const EuRuleSetSchema = z
  .object({
    version: z.number().int(),
    sha256: z.string(),
    regulation: z.string(),
    note: z.string(),
    published_at: z.string(),
    rules: z.array(z.unknown()),
    obligations: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "EuRuleSet" });
