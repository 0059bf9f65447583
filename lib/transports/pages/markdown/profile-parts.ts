// The parts of a profile as Markdown, taking the same props as the HTML components, so a profile's
// twin says exactly what its page says: facts with origins in words, every account of a contested
// fact, the witnessed summary, the statement and what the record does not establish.
import type { AssuranceBoundaryProps } from "@/lib/transports/pages/components/assurance-boundary";
import { categoryLabel, groupByCategory } from "@/lib/site/categories";
import type { ConflictItem } from "@/lib/transports/pages/components/contested-facts";
import type { FactItem } from "@/lib/transports/pages/components/fact-list";
import type { WitnessedProps } from "@/lib/transports/pages/components/witnessed-summary";
import type { WitnessStatementProps } from "@/lib/transports/pages/components/witness-statement";
import { formatUtc } from "@/lib/site/format";
import { ORIGIN_ORDER, originLabel } from "@/lib/site/origins";
import { esc, fence, list, table } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";

export function factsMarkdown(facts: readonly FactItem[]): string {
  const published = facts.filter((f) => f.value.trim() !== "");
  if (published.length === 0) return "The company has published no facts yet. That is not a finding about it.";
  return groupByCategory(published)
    .map(([category, items]) =>
      [
        `### ${esc(categoryLabel(category))}`,
        table(
          ["Fact", "What was given", "Origin"],
          items.map((f) => [
            esc(f.label),
            esc(f.value) + (f.contested ? " (sources disagree: see every account)" : ""),
            f.origins.map(originLabel).join(" and ") + (!f.contested && f.origins.length > 1 ? " (same account from each)" : ""),
          ]),
        ),
      ].join("\n\n"),
    )
    .join("\n\n");
}

export function conflictsMarkdown(conflicts: readonly ConflictItem[]): string {
  if (conflicts.length === 0) return "No two sources gave different accounts of any published fact.";
  const intro =
    "Where sources disagree, every account is shown as given. The service does not decide " +
    "between them; the order is the fixed order of the origin labels, not a ranking.";
  const blocks = conflicts.map((c) => {
    const accounts = [...c.accounts].sort((a, b) => ORIGIN_ORDER.indexOf(a.origin) - ORIGIN_ORDER.indexOf(b.origin));
    return (
      `### ${esc(c.label)} (${esc(categoryLabel(c.category))})\n\n` +
      `${list(accounts.map((a) => `**${originLabel(a.origin)}:** ${esc(a.value)}`))}`
    );
  });
  return [intro, ...blocks].join("\n\n");
}

export function witnessedMarkdown(w: WitnessedProps): string {
  const standing =
    w.standing === "witnessed"
      ? "Witnessed: the last reading observed the company's public systems."
      : w.lastWitnessed
        ? "No observation on the last reading."
        : "Not read yet: no reading has been recorded.";
  const items = list([
    `**Standing:** ${standing}`,
    `**Last reading:** ${formatUtc(w.lastWitnessed)}`,
    `**First witnessed:** ${formatUtc(w.firstWitnessedAt)}`,
    `**Coverage of the last reading:** ` +
      `${w.coverage ? `${w.coverage.checksPassed} of ${w.coverage.checksRun} checks read as expected.` : "No checks recorded."}`,
    `**Continuity:** ${
      w.continuity.unbrokenSince && w.continuity.recordBegan
        ? `${w.continuity.unbrokenReadings} consecutive agreeing readings since ${formatUtc(w.continuity.unbrokenSince)}; ` +
          `the service's record began ${formatUtc(w.continuity.recordBegan)} (${w.continuity.totalReadings} readings in all).`
        : "Not claimed: continuity needs two consecutive readings that agree."
    }`,
  ]);
  return w.standing === null && w.lastWitnessed ? `${nothingMarkdown("no-observation")}\n\n${items}` : items;
}

export function statementMarkdown(s: WitnessStatementProps | undefined, verifyUrl: string): string {
  if (!s) return "No witness statement accompanies the last reading. Nothing else in this record is signed.";
  return [
    "The only signed part of this record: what the last reading found, with no verdict.",
    list([
      `**Algorithm:** ${esc(s.alg)}`,
      `**Canonical form:** ${esc(s.canonicalization)}`,
      `**Key id:** \`${s.key_id}\``,
      `**Signature:** \`${s.signature}\``,
    ]),
    "Payload (the exact bytes signed):",
    fence(s.payload, "json"),
    `How to verify it offline: ${verifyUrl}`,
  ].join("\n\n");
}

export function boundaryMarkdown(b: AssuranceBoundaryProps): string {
  return [esc(b.statement), "What this record does not establish:", list(b.doesNotEstablish.map(esc)), esc(b.methodology)].join("\n\n");
}
