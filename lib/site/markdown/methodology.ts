// The methodology page as Markdown, from the same view model as app/methodology/page.tsx.
import { durationInWords } from "@/lib/site/format";
import { SIGNED_PAYLOAD_FIELDS, type MethodologyView } from "@/lib/site/methodology-view";
import type { PublicUrls } from "@/lib/site/urls";
import { verifyOfflineSteps } from "@/lib/site/verify-offline";
import { doc, esc, fence, list, table } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";

export function methodologyMarkdown(m: MethodologyView, urls: PublicUrls): string {
  const steps = verifyOfflineSteps(urls)
    .map((s, i) => `${i + 1}. ${esc(s.text)}${s.code ? `\n\n${fence(s.code, "sh").replace(/^/gm, "   ")}` : ""}`)
    .join("\n\n");
  return doc([
    "# Methodology",
    esc(m.summary),
    "## Readings",
    list([
      `**Cadence:** every ${durationInWords(m.cadence)} (\`${m.cadence}\`).`,
      `**Gap tolerance:** ${durationInWords(m.gapTolerance)} (\`${m.gapTolerance}\`): readings further apart break continuity.`,
      "**Continuity:** the latest run of consecutive readings that agree (each observed something, with the same checks run and " +
        "read as expected). It is not claimed until two readings agree, and never starts before the service's own first reading.",
      `**Retention:** ${esc(m.retention)}`,
    ]),
    "## Freshness windows",
    "Facts carry no date of their own. How fresh a value is follows from the record's last reading and these windows.",
    table(
      ["Category", "Fresh for"],
      m.freshness.map((f) => [esc(f.label), `${durationInWords(f.window)} (\`${f.window}\`)`]),
    ),
    "## What is not read",
    list(m.exclusions.map(esc)),
    "## What is signed",
    "Only the witness statement of a reading is signed, with Ed25519 over the exact bytes of an RFC 8785 canonical " +
      "JSON payload. The profile, its facts and the company's text are not signed. The payload carries no verdict:",
    table(
      ["Field", "Meaning"],
      SIGNED_PAYLOAD_FIELDS.map((f) => [`\`${f.field}\``, esc(f.meaning)]),
    ),
    "## Verify a statement offline",
    steps,
    "## Three kinds of nothing",
    nothingMarkdown("not-published"),
    nothingMarkdown("read-failed"),
    nothingMarkdown("no-observation"),
  ]);
}
