// POST /v1/questionnaire/answer, behind the credential: ground, draft, optionally phrase, count.
import type { Db } from "../db/client";
import { draftAnswers } from "./draft-answers";
import { loadGrounding } from "./grounding";
import { phraseAnswers } from "./phrase-answers";

export const DRAFT_NOTE =
  "Drafts only: the service never submits, signs or sends answers on your behalf. Each answer names its source; items routed for review need a person.";

export async function answerQuestionnaire(db: Db, workspaceId: string, questions: string[], phrase: boolean) {
  const drafted = draftAnswers(questions, await loadGrounding(db, workspaceId));
  const { answers, phrased } = phrase ? await phraseAnswers(drafted) : { answers: drafted, phrased: false };
  const auto = answers.filter((a) => a.status === "answered").length;
  return { count: answers.length, auto_answered: auto, needs_review: answers.length - auto, answers, phrased, note: DRAFT_NOTE };
}
