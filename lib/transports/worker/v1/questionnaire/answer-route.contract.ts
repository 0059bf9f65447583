// The contract of the route in answer-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { QuestionnaireAnswersSchema, QuestionnaireQuerySchema } from "@/lib/schemas/worker-v1";
import { idempotencyHeaders, AUTH_ERRORS, WRITE_ERRORS } from "@/lib/contracts/worker-v1";

// The body is checked by the handler, so that anything without a usable array answers `questions_required`.
const QuestionnaireBodySchema = z
  .object({
    questions: z
      .array(z.unknown())
      .describe("Strings. At most 200 are read, each truncated to 600 characters; blank and non-string items are skipped."),
  })
  .meta({ id: "QuestionnaireRequest" });

export const questionnaireAnswerRoute = defineRoute({
  operationId: "answerQuestionnaire",
  host: "api",
  method: "POST",
  path: "/v1/questionnaire/answer",
  summary: "Draft answers to a security questionnaire from approved entries and witnessed evidence",
  description:
    "Drafts only: the service never submits or signs on your behalf. Each question is answered from the " +
    "workspace's approved knowledge base, its company's witnessed facts (with the reading date) or the control " +
    "crosswalk; when nothing grounds it, it is routed to a person (`needs_review`, `routed`, `none`), never " +
    "invented. `phrase` rewords grounded answers through the configured model binding; routed items are never sent.",
  tags: ["Worker"],
  status: "supported",
  auth: ["workspace-key", "scoped-token"],
  scopedOperation: "questionnaire.answer",
  query: QuestionnaireQuerySchema,
  body: QuestionnaireBodySchema,
  bodyErrorCode: "questions_required",
  maxBodyBytes: 256 * 1024,
  requestHeaders: idempotencyHeaders,
  responses: { 200: { description: "The drafted answers.", schema: QuestionnaireAnswersSchema } },
  errors: ["questions_required", ...AUTH_ERRORS, ...WRITE_ERRORS, "internal_error"],
  cache: "no-store",
});
