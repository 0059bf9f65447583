// Reads a company's own declaration, `https://{domain}/.well-known/svc-declaration.json`, during a
// reading: one GET through the SSRF guard (no redirect followed, the reader's deadline and body cap),
// then the document's schema, its domain and its Ed25519 signature by the company's own key. Only a
// document that passes all three gives facts; every other outcome says why and gives none.
import { env } from "@/lib/platform/env";
import { DeclarationSchema, type Declaration } from "@/lib/schemas/declaration";
import type { EvidenceItem } from "@/lib/witness-record/check-result";
import { witnessNetwork } from "@/lib/platform/outbound/witness-network";
import { fetchOnce, guardedAgent } from "@/lib/witness/readers/guarded-fetch";
import { normaliseDomain, type OutsideInOptions } from "@/lib/witness/readers/outside-in";
import { checkDeclaration } from "@/lib/witness/declaration/declaration-signature";

export const DECLARATION_PATH = "/.well-known/svc-declaration.json";
const DECLARATION_USER_AGENT = "PublicTrustNetwork-Witness/1 (declaration reader)";

export const DECLARATION_OUTCOMES = ["found", "absent", "not_read", "invalid", "unsigned", "signature_invalid", "domain_mismatch"] as const;
export type DeclarationOutcome = (typeof DECLARATION_OUTCOMES)[number];

export interface DeclarationRead {
  url: string;
  outcome: DeclarationOutcome;
  /** Why, in a sentence, for every outcome but `found`. */
  detail: string | null;
  /** RFC 7638 thumbprint of the key the document names (shown whenever the document parsed). */
  thumbprint: string | null;
  /** SHA-256 of the bytes read; the same value as the evidence item. */
  sha256: string | null;
  issuedAt: Date | null;
  /** The declared facts: empty unless `found`. */
  facts: Declaration["facts"];
  /** The response as an evidence item of the reading's manifest (null when nothing came back). */
  evidence: EvidenceItem | null;
}

export async function readDeclaration(rawDomain: string, options: OutsideInOptions = {}): Promise<DeclarationRead> {
  const domain = normaliseDomain(rawDomain);
  const net = options.network ?? witnessNetwork();
  const url = `https://${domain}${DECLARATION_PATH}`;
  const agent = guardedAgent(net);
  const none = { thumbprint: null, sha256: null, issuedAt: null, facts: [], evidence: null };
  try {
    const got = await fetchOnce(agent, url, {
      deadlineMs: options.deadlineMs ?? env().WITNESS_DEADLINE_MS,
      cap: options.maxBodyBytes ?? env().WITNESS_MAX_BODY_BYTES,
      userAgent: DECLARATION_USER_AGENT,
    });
    if (got.kind === "failed") return { url, outcome: "not_read", detail: got.message, ...none };
    const read = { ...none, sha256: got.evidence.sha256, evidence: got.evidence };
    if (got.status === 404 || got.status === 410)
      return { url, outcome: "absent", detail: `HTTP ${got.status}: the company publishes no declaration`, ...read };
    if (got.status !== 200) return { url, outcome: "not_read", detail: `HTTP ${got.status}`, ...read };
    if (got.tooLarge) return { url, outcome: "invalid", detail: "the document is larger than the reader's cap", ...read };
    let json: unknown;
    try {
      json = JSON.parse(got.body.toString("utf8"));
    } catch {
      return { url, outcome: "invalid", detail: "the document is not JSON", ...read };
    }
    const parsed = DeclarationSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        url,
        outcome: "invalid",
        detail: `the document does not follow the declaration schema (${issue?.path.join(".") || "(root)"}: ${issue?.message})`,
        ...read,
      };
    }
    const doc = parsed.data;
    const check = await checkDeclaration(doc);
    const seen = { ...read, thumbprint: check.thumbprint, issuedAt: new Date(doc.issued_at) };
    if (normaliseDomain(doc.domain) !== domain)
      return { url, outcome: "domain_mismatch", detail: `the document speaks for ${doc.domain}, not ${domain}`, ...seen };
    if (!check.valid) {
      if (check.reason === "unsigned") return { url, outcome: "unsigned", detail: "the document carries no signature", ...seen };
      return {
        url,
        outcome: "signature_invalid",
        detail:
          check.reason === "thumbprint_mismatch"
            ? "the signature names another key than the document's"
            : "the signature does not verify with the document's key",
        ...seen,
      };
    }
    return { url, outcome: "found", detail: null, ...seen, facts: doc.facts };
  } catch (err) {
    // An invalid domain in the document or a failure of our own code: nothing is taken from it.
    return { url, outcome: "invalid", detail: (err as Error).message.slice(0, 200), ...none };
  } finally {
    await agent.close().catch(() => {});
  }
}
