// Drafts questionnaire answers from what the workspace has actually approved or the service has witnessed.
// Each question is ranked with BM25 (MiniSearch) against approved entries and witnessed facts; a match must
// also cover most of the question's terms. Failing that, the crosswalk may place the question in a control
// area that an approved entry covers. Anything else is routed to a person: never a fabricated answer.
import MiniSearch from "minisearch";
import { areaNamesControl, classifyQuestion, describeArea, type ControlArea } from "@/lib/questionnaire/crosswalk";
import type { EvidenceItem, Grounding, KnowledgeItem } from "@/lib/questionnaire/grounding";
import { coverage, processTerm, terms } from "@/lib/questionnaire/terms";

export const MAX_QUESTIONS = 200;
export const MAX_QUESTION_CHARS = 600;

export type Confidence = "high" | "medium" | "low" | "none";
export type AnswerSource = "knowledge_base" | "witnessed_evidence" | "crosswalk" | "routed";

export interface DraftAnswer {
  question: string;
  answer: string;
  status: "answered" | "needs_review";
  confidence: Confidence;
  source: AnswerSource;
  control?: string;
  groundedAnswer?: string;
  phrased?: boolean;
}

// Coverage thresholds: how much of the question the matched text must contain.
const HIGH = 0.75;
const MEDIUM = 0.5;

interface Match<T> {
  item: T;
  coverage: number;
}

interface Ranked<T> {
  index: MiniSearch<T>;
  /** Share of documents containing each processed term. */
  share: Map<string, number>;
  term: (term: string) => string | null;
}

// A term in more than half the entries ranks nothing (its BM25 weight is near zero) but makes the search
// score every one of those entries; such terms are left out of the ranking query. They still count for coverage.
const COMMON = 0.5;

// MiniSearch calls processTerm for every token of every entry, and the shares below need the same terms
// again: one draft's entries repeat a small vocabulary, so each distinct token is processed once.
function memoTerm(): (term: string) => string | null {
  const seen = new Map<string, string | null>();
  return (term) => {
    let t = seen.get(term);
    if (t === undefined) seen.set(term, (t = processTerm(term)));
    return t;
  };
}

function best<T extends { id: string }>(
  ranked: Ranked<T>,
  byId: Map<string, T>,
  question: string,
  text: (t: T) => string,
): Match<T> | null {
  const all = [...new Set(terms(question).map((t) => ranked.term(t)!))];
  const informative = all.filter((t) => (ranked.share.get(t) ?? 0) <= COMMON);
  const query = (informative.length ? informative : all).join(" ");
  if (!query) return null;
  let top: Match<T> | null = null;
  // BM25 proposes; coverage decides. Only the few best-ranked candidates are examined.
  for (const hit of ranked.index.search(query).slice(0, 5)) {
    const item = byId.get(hit.id as string)!;
    const c = coverage(question, text(item));
    if (!top || c > top.coverage) top = { item, coverage: c };
  }
  return top;
}

function buildIndex<T extends { id: string }>(items: T[], fields: (keyof T & string)[], boost: Record<string, number>): Ranked<T> {
  const term = memoTerm();
  const index = new MiniSearch<T>({ fields, storeFields: [], processTerm: term, searchOptions: { boost, combineWith: "OR" } });
  index.addAll(items);
  const docs = new Map<string, number>();
  for (const item of items) {
    const seen = new Set(fields.flatMap((f) => terms(String(item[f] ?? "")).map((t) => term(t)!)));
    for (const t of seen) docs.set(t, (docs.get(t) ?? 0) + 1);
  }
  const share = new Map([...docs].map(([t, n]) => [t, n / Math.max(1, items.length)]));
  return { index, share, term };
}

function routed(question: string, workspaceName: string, control?: string): DraftAnswer {
  return {
    question,
    answer: `No approved answer or witnessed evidence covers this question. It has been routed to a person at ${workspaceName} to respond.`,
    status: "needs_review",
    confidence: "none",
    source: "routed",
    ...(control ? { control } : {}),
  };
}

function evidenceAnswer(e: EvidenceItem): string {
  const when = e.witnessedAt ? `on the reading of ${e.witnessedAt.toISOString().slice(0, 10)}` : "on a reading";
  return `Witnessed ${when}: ${e.label}: ${e.value}.`;
}

export function draftAnswers(questions: string[], grounding: Grounding): DraftAnswer[] {
  const kbById = new Map(grounding.knowledge.map((k) => [k.id, k]));
  const evById = new Map(grounding.evidence.map((e) => [e.id, e]));
  const kbIndex = buildIndex<KnowledgeItem>(grounding.knowledge, ["question", "answer"], { question: 2 });
  const evIndex = buildIndex<EvidenceItem>(grounding.evidence, ["label", "value", "category"], { label: 2 });
  // An entry answers for an area when the crosswalk puts its own question there and its control is one
  // the area names: a question about least privilege must not borrow the answer about access reviews.
  // Classified when first asked: most drafts need the area of a few entries, not of all 5,000.
  const areas = new Map<string, ControlArea | null>();
  const areaOf = (k: KnowledgeItem) => {
    let area = areas.get(k.id);
    if (area === undefined) areas.set(k.id, (area = classifyQuestion(k.question)));
    return area;
  };
  const entryForArea = (area: ControlArea) =>
    grounding.knowledge.find((k) => areaOf(k)?.id === area.id && (k.control === null || areaNamesControl(area, k.control)));

  return questions.map((question) => {
    const area = classifyQuestion(question);
    const kb = best(kbIndex, kbById, question, (k) => `${k.question} ${k.answer}`);
    const ev = best(evIndex, evById, question, (e) => `${e.category} ${e.label} ${e.value}`);
    if (kb && kb.coverage >= MEDIUM && kb.coverage >= (ev?.coverage ?? 0)) {
      const entryArea = areaOf(kb.item);
      return {
        question,
        answer: kb.item.answer,
        status: "answered",
        confidence: kb.coverage >= HIGH ? "high" : "medium",
        source: "knowledge_base",
        ...(kb.item.control ? { control: entryArea ? `${kb.item.control} · ${describeArea(entryArea)}` : kb.item.control } : {}),
      };
    }
    if (ev && ev.coverage >= MEDIUM) {
      return {
        question,
        answer: evidenceAnswer(ev.item),
        status: "answered",
        confidence: ev.coverage >= HIGH ? "high" : "medium",
        source: "witnessed_evidence",
        ...(area ? { control: describeArea(area) } : {}),
      };
    }
    const viaArea = area ? entryForArea(area) : undefined;
    if (area && viaArea) {
      return { question, answer: viaArea.answer, status: "answered", confidence: "low", source: "crosswalk", control: describeArea(area) };
    }
    return routed(question, grounding.workspaceName, area ? describeArea(area) : undefined);
  });
}

/** Reads at most 200 usable questions, each cut to 600 characters; null when there is no usable array. */
export function usableQuestions(body: unknown): string[] | null {
  const list = (body as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) return null;
  const usable = list
    .slice(0, MAX_QUESTIONS)
    .filter((q): q is string => typeof q === "string" && q.trim() !== "")
    .map((q) => q.trim().slice(0, MAX_QUESTION_CHARS));
  return usable.length ? usable : null;
}
