// Reads and verifies what the service holds about a counterparty, for the guard: the profile read (the
// record's facts) and the verification bundle of the latest witness statement (API host), checked here
// with the statement log's own verifier: Ed25519 over the exact payload, the key (unknown, revoked, or
// retired before the reading), inclusion in a checkpoint signed by the log key, corrections. Only a
// logged statement that verifies counts; one not yet logged, or withdrawn by a correction, counts as no
// statement. A read that fails is `unreachable`, never "not listed".
import type { GuardClaim, GuardEvidence } from "@/lib/transports/cli/guard/evidence";
import { VerificationBundleSchema } from "@/lib/schemas/statement-log";
import { decodeToken } from "@/lib/statement-log/token-codec";
import { verifyTrustToken, type WitnessKey } from "@/lib/statement-log/verify-token";
import { canonicalJson } from "@/lib/platform/canonical-json";
import { readJson } from "@/lib/transports/cli/read-json";
import { ServiceReadError } from "@/lib/transports/cli/service-read-error";
import { readProfile } from "@/lib/transports/cli/read-profile";
import { serviceUrls } from "@/lib/transports/cli/service-urls";

type Statement = { state: "valid" | "invalid" | "absent"; subjectMatches: boolean; takenAt: string | null; standing: string | null };

async function readStatement(host: string, slug: string, logKey: string | undefined): Promise<Statement> {
  const none: Statement = { state: "absent", subjectMatches: false, takenAt: null, standing: null };
  const answer = await readJson(new URL(`/public/trust/${encodeURIComponent(host)}/bundle`, serviceUrls().apiUrl).toString(), [200, 404]);
  if (answer.status === 404) return none;
  const bundle = VerificationBundleSchema.safeParse(answer.body);
  if (!bundle.success) throw new ServiceReadError(`${answer.url}: the bundle does not follow its schema`, answer.status);
  const keys = bundle.data.keys.keys as WitnessKey[];
  // The one verifier decides: signature, key lifecycle at the reading's time, inclusion, corrections.
  const verdict = verifyTrustToken(bundle.data.token, { witnessKeys: keys, logVerifierKey: logKey ?? bundle.data.log.verifier_key });
  if (verdict.outcome === "superseded") return none;
  const facts = verdict.facts ?? null;
  if (!facts) return { ...none, state: "invalid" };
  // The token must carry the bundle's statement.
  const valid = verdict.outcome === "valid" && canonicalJson(bundle.data.statement) === canonicalJson(decodedStatement(bundle.data.token));
  return {
    state: valid ? "valid" : "invalid",
    subjectMatches: facts.subject.domain === host && facts.subject.slug === slug,
    takenAt: valid ? facts.taken_at : null,
    standing: facts.standing,
  };
}

function decodedStatement(token: string): unknown {
  const decoded = decodeToken(token);
  return decoded.ok ? decoded.body.statement : null;
}

export async function readGuardEvidence(host: string, options: { logKey?: string } = {}): Promise<GuardEvidence> {
  try {
    const { profile } = await readProfile(host);
    if (!profile.found) return { status: "not_listed" };
    const statement = await readStatement(host, profile.slug, options.logKey);
    const claims: GuardClaim[] = [];
    const readingAt = statement.state === "valid" && statement.subjectMatches ? statement.takenAt : null;
    if (readingAt && statement.standing === "witnessed") claims.push({ claim: "witnessed", origin: "witnessed", observed_at: readingAt });
    const recordedAt = profile.record?.recordedAt ?? profile.updatedAt;
    for (const fact of profile.facts) {
      for (const origin of fact.origins) {
        // A witnessed account is as fresh as the verified, logged reading; without one it has no date.
        claims.push({ claim: `${fact.category}/${fact.key}`, origin, observed_at: origin === "witnessed" ? readingAt : recordedAt });
      }
    }
    claims.sort((a, b) => (a.claim + a.origin).localeCompare(b.claim + b.origin));
    return { status: "listed", statement: statement.state, subject_matches: statement.subjectMatches, claims };
  } catch (err) {
    if (err instanceof ServiceReadError) return { status: "unreachable", detail: err.message };
    throw err;
  }
}
