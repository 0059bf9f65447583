// The one verifier's entry point for a Trust Ledger Token, alone or inside a verification bundle: the
// token's checks (signature, key lifecycle, the log's checkpoint and named witnesses, inclusion,
// corrections), then the subject asked about and, for a bundle, that its statement is the token's and the
// documents it carries are the ones the statement signs. `svc verify` and the /verify page call this.
import type { TokenBody, VerificationBundle } from "@/lib/schemas/statement-log";
import { decodeToken } from "@/lib/statement-log/token-codec";
import { verifyTrustToken, type TokenVerification, type VerifyTokenOptions } from "@/lib/statement-log/verify-token";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { bundleBinding } from "@/lib/verifier/binding";

export function verifyTokenOrBundle(
  input: { token: string | TokenBody; bundle?: VerificationBundle | null; domain?: string },
  options: VerifyTokenOptions,
): TokenVerification {
  const result = verifyTrustToken(input.token, options);
  if (result.outcome !== "valid") return result;
  const subject = result.facts?.subject ?? null;
  if (input.domain && subject?.domain !== input.domain)
    return {
      ...result,
      outcome: "subject_mismatch",
      detail: `the statement is about ${subject?.domain ?? "no domain"}, not ${input.domain}`,
    };
  const bundle = input.bundle;
  if (!bundle || !result.facts) return result;
  const decoded = typeof input.token === "string" ? decodeToken(input.token) : { ok: true as const, body: input.token };
  if (!decoded.ok || canonicalJson(bundle.statement) !== canonicalJson(decoded.body.statement))
    return { ...result, outcome: "binding_mismatch", detail: "the bundle's statement is not the token's" };
  const binding = bundleBinding(result.facts, bundle);
  const flags = [...(result.flags ?? []), ...(binding.pruned ? (["evidence_manifest_pruned"] as const) : [])];
  if (binding.mismatch) return { ...result, flags, outcome: "binding_mismatch", detail: binding.mismatch };
  return { ...result, flags };
}
