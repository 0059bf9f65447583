// The one verifier's entry point for a statement on its own (no log): the statement checks of
// ./statement.ts, then the subject asked about, the documents it is bound to (./binding.ts) and any
// signed correction naming it. Pure: the statement vectors, `svc verify --statement`, MCP `svc_verify`
// and the /verify page all call this, so they cannot disagree.
import type { StatementCheck } from "@/lib/schemas/verifier";
import { encodeEntry } from "@/lib/statement-log/log-entry";
import { leafHash } from "@/lib/statement-log/merkle";
import { parseCorrectionPayload } from "@/lib/statement-log/correction-payload";
import type { VerifyFlag, VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { bundleBinding } from "@/lib/verifier/binding";
import { checkSignature, verifyStatement, type VerifierKey } from "@/lib/witness-record/verify-statement";

export interface StatementCheckResult {
  outcome: VerifyOutcome;
  detail: string;
  key_id: string | null;
  subject: { slug: string | null; domain: string | null } | null;
  taken_at: string | null;
  flags: VerifyFlag[];
}

export function checkStatement(input: Omit<StatementCheck, "keys"> & { keys: readonly VerifierKey[] }): StatementCheckResult {
  const v = verifyStatement(input.statement, input.keys);
  const base = { key_id: v.key_id ?? null, subject: v.facts?.subject ?? null, taken_at: v.facts?.taken_at ?? null, flags: [...v.flags] };
  if (v.outcome !== "valid" || !v.facts) return { ...base, outcome: v.outcome, detail: v.detail };
  if (input.subject !== undefined && v.facts.subject.domain !== input.subject)
    return {
      ...base,
      outcome: "subject_mismatch",
      detail: `the statement is about ${v.facts.subject.domain ?? "no domain"}, not ${input.subject}`,
    };
  if (input.documents) {
    const binding = bundleBinding(v.facts, input.documents);
    if (binding.mismatch) return { ...base, outcome: "binding_mismatch", detail: binding.mismatch };
    if (binding.pruned) base.flags.push("evidence_manifest_pruned");
  }
  const leaf = leafHash(encodeEntry("statement", input.statement)).toString("hex");
  for (const c of input.corrections ?? []) {
    const correction = parseCorrectionPayload(c.payload);
    if (!correction || correction.corrects.leaf_hash !== leaf) continue;
    if (checkSignature(c, input.keys) !== "ok") continue;
    return {
      ...base,
      outcome: "superseded",
      detail: `a signed correction ${correction.action === "withdraw" ? "withdraws" : "replaces"} this statement: ${correction.reason}`,
    };
  }
  return { ...base, outcome: "valid", detail: v.detail };
}
