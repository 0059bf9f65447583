// POST /v1/questionnaire/answer, behind the credential: ground, draft, optionally phrase, count.
import type { Db } from "@/lib/platform/db/client";
import { draftAnswers } from "@/lib/questionnaire/draft-answers";
import { loadGrounding } from "@/lib/questionnaire/grounding";
import { phraseAnswers } from "@/lib/questionnaire/phrase-answers";

export const DRAFT_NOTE =
  "Drafts only: the service never submits, signs or sends answers on your " +
  "behalf. Each answer names its source; items routed for review need a person.";

export async function answerQuestionnaire(db: Db, workspaceId: string, questions: string[], phrase: boolean) {
  const drafted = draftAnswers(questions, await loadGrounding(db, workspaceId));
  const { answers, phrased } = phrase ? await phraseAnswers(drafted) : { answers: drafted, phrased: false };
  const auto = answers.filter((a) => a.status === "answered").length;
  return { count: answers.length, auto_answered: auto, needs_review: answers.length - auto, answers, phrased, note: DRAFT_NOTE };
}
