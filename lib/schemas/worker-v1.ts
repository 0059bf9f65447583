// The authenticated worker resources of spec 2.4 and 2.5, and the evidence ingest body.
import { z } from "zod";

export const QuestionnaireQuerySchema = z.object({
  phrase: z
    .enum(["1", "true", "yes"])
    .optional()
    .describe(
      "Reword grounded answers through the configured model binding; ignored when none is configured. Routed items are never sent.",
    ),
});

export const DraftAnswerSchema = z
  .object({
    question: z.string(),
    answer: z.string(),
    status: z.enum(["answered", "needs_review"]),
    confidence: z
      .enum(["high", "medium", "low", "none"])
      .describe(
        "How the match was made: high/medium by how much of the question an approved entry " +
          "or witnessed fact covers; low through the control crosswalk; none when routed.",
      ),
    source: z
      .enum(["knowledge_base", "witnessed_evidence", "crosswalk", "routed"])
      .describe("`routed` means nothing was found and a person must respond."),
    control: z.string().optional().describe("Control area or framework controls matched, when one was."),
    groundedAnswer: z.string().optional().describe("Present only when phrasing rewrote the answer: the original grounded wording."),
    phrased: z.literal(true).optional().describe("Present only when phrasing rewrote the answer."),
  })
  .meta({ id: "DraftAnswer" });

export const QuestionnaireAnswersSchema = z
  .object({
    count: z.number().int(),
    auto_answered: z.number().int(),
    needs_review: z.number().int(),
    answers: z.array(DraftAnswerSchema),
    phrased: z.boolean().describe("Whether phrasing actually ran on this request."),
    note: z.string(),
  })
  .meta({ id: "QuestionnaireAnswers" });

export const LeadSchema = z
  .object({
    id: z.string(),
    buyer_email: z.string().nullable(),
    buyer_company: z.string().nullable(),
    message: z.string().nullable(),
    created_at: z.number().int().describe("Epoch milliseconds."),
  })
  .meta({ id: "Lead" });

export const LeadPageSchema = z.object({ leads: z.array(LeadSchema), count: z.number().int() }).meta({ id: "LeadPage" });

const text = (max: number) => z.string().trim().min(1).max(max);

export const EvidenceEventRequestSchema = z
  .object({
    evidence_type: text(64)
      .regex(/^[a-z0-9][a-z0-9._-]*$/, "lower-case letters, digits, dot, dash or underscore")
      .describe("What kind of evidence, e.g. `policy.published`, `pentest.completed`."),
    summary: text(2000),
    status: text(64).describe("The company's own status word for it, e.g. `passed`, `in_progress`."),
    source: text(200).describe("Where the company says it comes from (a system or document name)."),
  })
  .strict()
  .meta({ id: "EvidenceEventRequest" });

export const EvidenceEventSchema = z
  .object({
    id: z.string(),
    evidence_type: z.string(),
    summary: z.string(),
    status: z.string(),
    source: z.string(),
    origin: z.literal("company-declared").describe("Evidence a company posts about itself is its own declaration, never witnessed."),
    created_at: z.number().int(),
  })
  .meta({ id: "EvidenceEvent" });

export const KnowledgeEntrySchema = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.string(),
    control: z.string().nullable(),
    status: z.enum(["draft", "approved", "retired"]).describe("Only approved entries ground questionnaire answers."),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "KnowledgeEntry" });

export const KnowledgeListSchema = z.object({ entries: z.array(KnowledgeEntrySchema) }).meta({ id: "KnowledgeList" });

export const KnowledgeAddBodySchema = z
  .object({
    question: text(600),
    answer: text(4000),
    control: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe("A framework control id, e.g. CC6.1 or A.8.24; lets the crosswalk use the entry for its area."),
  })
  .strict()
  .meta({ id: "KnowledgeAddBody" });

export const KnowledgeIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
