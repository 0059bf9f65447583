// Turning questions and answers into comparable terms, for ranking (MiniSearch) and for measuring how much
// of a question a candidate answer actually covers.

const STOPWORDS = new Set(
  (
    "a an and any are as at be been by can describe do does for from has have how if in into " +
    "is it its of on or our please provide such than that the their them there these this " +
    "those to use used uses using was we what when where which who why will with you your yours"
  ).split(" "),
);

export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOPWORDS.has(t));
}

// Words sharing their first five letters count as one ("encrypt", "encrypted", "encryption").
function stem(term: string): string {
  return term.length > 5 ? term.slice(0, 5) : term;
}

/**
 * Share (0..1) of the question's terms that appear in the candidate text. A single shared word is not a
 * match for a longer question ("How many employees" must not match an answer about employees' keys).
 */
export function coverage(question: string, candidate: string): number {
  const q = [...new Set(terms(question).map(stem))];
  if (q.length === 0) return 0;
  const c = new Set(terms(candidate).map(stem));
  const shared = q.filter((t) => c.has(t)).length;
  if (shared < Math.min(2, q.length)) return 0;
  return shared / q.length;
}

/** MiniSearch's term processor: the same terms, stemmed the same way. */
export function processTerm(term: string): string | null {
  const [t] = terms(term);
  return t ? stem(t) : null;
}
