// The rule-set file format (lib/eu-ai-act/rules/v<N>.json): what a version holds and how a file is
// checked before it is published. Every rule names its article, annex point, effective date, the
// condition over the questionnaire that triggers it, its obligations and one example that must trigger it.
import { z } from "zod";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";
import {
  DISCLOSURE_DUTIES,
  EU_QUESTIONS,
  EU_QUESTION_NAMES,
  FINDING_KINDS,
  OBLIGATION_ROLES,
  type EuQuestion,
} from "@/lib/vocabulary/eu-ai-act";
import bundledV1 from "@/lib/eu-ai-act/rules/v1.json";

export type Condition =
  | { q: EuQuestion; is: string }
  | { q: EuQuestion; in: string[] }
  | { q: EuQuestion; gt: number }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

const question = z.enum(EU_QUESTION_NAMES);

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ q: question, is: z.string() }),
    z.strictObject({ q: question, in: z.array(z.string()).min(1) }),
    z.strictObject({ q: question, gt: z.number() }),
    z.strictObject({ all: z.array(ConditionSchema).min(1) }),
    z.strictObject({ any: z.array(ConditionSchema).min(1) }),
    z.strictObject({ not: ConditionSchema }),
  ]),
);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

export const AnswersSchema = z.partialRecord(question, z.union([z.string(), z.number()]));
export type Answers = Partial<Record<EuQuestion, string | number>>;

export const RuleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,62}$/),
  kind: z.enum(FINDING_KINDS).exclude(["minimal"]),
  article: z.string().min(1),
  annex_point: z.string().nullable(),
  effective_from: isoDate,
  title: z.string().min(1),
  wording: z.string().min(1),
  when: ConditionSchema,
  obligations: z.array(z.string()),
  disclosure: z.enum(DISCLOSURE_DUTIES).nullable(),
  source: z.url(),
  test: z.strictObject({ answers: AnswersSchema, expect: z.literal("applies") }),
});
export type Rule = z.infer<typeof RuleSchema>;

export const ObligationDefinitionSchema = z.strictObject({
  article: z.string().min(1),
  role: z.enum(OBLIGATION_ROLES),
  text: z.string().min(1),
});

export const RuleSetSchema = z
  .strictObject({
    format: z.literal("svc-eu-ai-act-rules/1"),
    version: z.number().int().min(1),
    regulation: z.string().min(1),
    note: z.string().min(1),
    sources: z.array(z.url()).min(1),
    obligations: z.record(z.string(), ObligationDefinitionSchema),
    rules: z.array(RuleSchema).min(1),
  })
  .superRefine((set, ctx) => {
    const ids = new Set<string>();
    set.rules.forEach((rule, i) => {
      if (ids.has(rule.id)) ctx.addIssue({ code: "custom", path: ["rules", i, "id"], message: `duplicate rule id ${rule.id}` });
      ids.add(rule.id);
      for (const ob of rule.obligations) {
        if (!set.obligations[ob]) ctx.addIssue({ code: "custom", path: ["rules", i, "obligations"], message: `unknown obligation ${ob}` });
      }
      for (const [q, v] of Object.entries(rule.test.answers)) {
        if (!isValidAnswer(q as EuQuestion, v))
          ctx.addIssue({ code: "custom", path: ["rules", i, "test", "answers", q], message: `not an answer to ${q}` });
      }
    });
  });
export type RuleSet = z.infer<typeof RuleSetSchema>;

export function isValidAnswer(q: EuQuestion, value: unknown): boolean {
  const choices = EU_QUESTIONS[q].choices;
  if (choices === "number") return typeof value === "number" && Number.isFinite(value) && value >= 0;
  return typeof value === "string" && (choices as readonly string[]).includes(value);
}

/** The version in the repository that a fresh database starts from. */
export function bundledRuleSet(): RuleSet {
  return RuleSetSchema.parse(bundledV1);
}

/** Digest of a rule set's canonical JSON (RFC 8785): the same rules give the same digest anywhere. */
export function ruleSetDigest(set: RuleSet): string {
  return sha256Hex(canonicalJson(set));
}
