// svc_compare_companies: two to four companies side by side through the compare code of
// GET /api/compare. Cells say who said what; nothing says which company is better.
import { readComparison } from "@/lib/compare/read-comparison";
import type { Db } from "@/lib/platform/db/client";
import type { CompareAnswer } from "@/lib/schemas/agent-answers";

export async function readCompareAnswer(db: Db, handles: readonly string[]): Promise<CompareAnswer> {
  const distinct = [...new Set(handles.map((h) => h.trim().toLowerCase()))];
  const result = await readComparison(db, { targets: distinct.map((handle) => ({ handle, version: null })), ignored: [] });
  const compared = result.vendors.map((v) => ({ handle: v.company.handle, name: v.company.name, version: v.version }));
  const subject = distinct.join(", ");
  if (compared.length === 0) {
    return {
      status: "not_listed",
      provenance: "honest_absence",
      subject,
      summary: `None of ${subject} has a public record to compare. That is not a finding about any of them.`,
      compared,
      unavailable: result.unavailable,
      comparison: null,
    };
  }
  const contested = result.comparison.rows.filter((r) => r.cells.some((c) => c.state === "contested")).map((r) => r.label);
  const summary =
    `${compared.map((c) => c.name).join(", ")} side by side: ${result.comparison.rows.length} rows ` +
    `(facts, then evidence areas), each cell saying which origins gave an account and whether they agree.` +
    (contested.length ? ` Contested within a company: ${contested.join(", ")}.` : "") +
    (result.unavailable.length ? ` No public record for ${result.unavailable.join(", ")}.` : "") +
    " States describe who said what; the comparison never says which company is better.";
  return {
    status: "found",
    provenance: "mixed",
    subject,
    summary,
    compared,
    unavailable: result.unavailable,
    comparison: result.comparison,
  };
}
