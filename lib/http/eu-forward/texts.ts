// Sentences the AI systems pages and docs/eu-ai-act.md share: what a classification does and does not establish.

export const WHAT_IT_ESTABLISHES =
  "Each finding names the article of Regulation (EU) 2024/1689 it rests on and the answers that " +
  "triggered it. A question you leave unanswered is never guessed: the finding says which answer it needs.";

export const WHAT_IT_DOES_NOT =
  "It is not legal advice, a conformity assessment or a certification, and the service marks " +
  "no obligation met on its own. Registration of a conformity mark (CE marking) is not offered " +
  "here; the EU database registration of Article 49 is done by you with the Commission.";

export const TIER_LABELS: Record<string, string> = {
  prohibited: "Prohibited practice",
  cannot_decide: "Cannot decide yet",
  high_risk: "High-risk",
  transparency: "Transparency duties",
  general_purpose: "General-purpose model duties",
  minimal: "Minimal risk",
};
