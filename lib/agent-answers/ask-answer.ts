// svc_ask: an answer quoted from the fixed knowledge base with its source, or "not in the knowledge base".
import type { AskAnswer } from "@/lib/schemas/agent-answers";
import { publicUrls } from "@/lib/site/urls";
import { KNOWLEDGE_BASE, matchKnowledge } from "@/lib/agent-answers/knowledge-base";

export function askAnswer(question: string): AskAnswer {
  const entry = matchKnowledge(question);
  if (!entry) {
    return {
      status: "not_in_knowledge_base",
      provenance: "honest_absence",
      subject: question,
      summary:
        `Not in the knowledge base. It covers: ${KNOWLEDGE_BASE.map((e) => e.title.toLowerCase()).join("; ")}. ` +
        `Nothing was invented; ask about one of these, or read the resources.`,
      answer: null,
      source: null,
    };
  }
  return {
    status: "answered",
    provenance: "service",
    subject: question,
    summary: `${entry.answer} (Source: ${entry.title}, ${entry.resource}.)`,
    answer: entry.answer,
    source: { entry: entry.id, title: entry.title, resource: entry.resource, url: entry.url(publicUrls()) },
  };
}
