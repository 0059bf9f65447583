// POST /v1/questionnaire/answer – draft answers from approved entries and witnessed evidence (drafts only).
import { workspaceRoute } from "@/lib/http/workspace-route";
import { questionnaireAnswerRoute } from "@/lib/transports/worker/v1/questionnaire/answer-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { withIdempotency } from "@/lib/http/with-idempotency";
import { answerQuestionnaire } from "@/lib/questionnaire/answer-questionnaire";
import { usableQuestions } from "@/lib/questionnaire/draft-answers";

export const POST = workspaceRoute(questionnaireAnswerRoute, { operation: "questionnaire.answer" }, async (ctx, auth) =>
  withIdempotency(ctx, auth.credentialRef, async () => {
    const questions = usableQuestions(ctx.body);
    if (!questions) throw new ApiError("questions_required", { message: "Send `questions`: an array of at least one non-blank string." });
    return json(await answerQuestionnaire(await getDb(), auth.workspaceId, questions, !!ctx.query.phrase));
  }),
);
