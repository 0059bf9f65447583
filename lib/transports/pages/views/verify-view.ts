// What the /verify page shows for what a person pasted: a Trust Ledger Token, a verification bundle, a
// decoded token, or a statement check ({ statement, keys?, documents?, subject?, corrections? }). Each is
// decided by the one verifier (lib/verifier, through the same calls as MCP svc_verify and `svc verify`),
// with the keys this service publishes and its log key; a statement check may bring its own keys, as a
// statement vector does.
import type { Db } from "@/lib/platform/db/client";
import { readStatementCheckAnswer, readVerifyAnswer } from "@/lib/agent-answers/verify-answer";
import { TokenBodySchema, VerificationBundleSchema } from "@/lib/schemas/statement-log";
import { StatementCheckSchema } from "@/lib/schemas/verifier";
import { logKey } from "@/lib/statement-log/log-key";
import { verifyTokenOrBundle } from "@/lib/verifier/bundle";
import { VERIFY_OUTCOME_MEANINGS, type VerifyFlag, type VerifyOutcome } from "@/lib/vocabulary/verify-outcomes";
import { EMPTY_VERIFY_VIEW, type PastedKind, type VerifyView } from "@/lib/transports/pages/verify-state";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";

export const MAX_PASTED_CHARS = 256 * 1024;

const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  `${error.issues[0]?.path.map(String).join(".") || "(root)"}: ${error.issues[0]?.message ?? "invalid"}`;

function answer(
  input: string,
  kind: PastedKind,
  v: { outcome: VerifyOutcome | null; detail: string | null; flags?: VerifyFlag[]; log?: VerifyView["log"] },
): VerifyView {
  return {
    input,
    kind,
    outcome: v.outcome,
    detail: v.detail ?? "",
    meaning: v.outcome ? VERIFY_OUTCOME_MEANINGS[v.outcome] : null,
    flags: v.flags ?? [],
    log: v.log ?? null,
  };
}

async function publishedKeysAndLog(db: Db) {
  return { witnessKeys: (await publishedSigningKeys(db)).keys, logVerifierKey: logKey().verifierKey };
}

export async function verifyPasted(db: Db, pasted: string): Promise<VerifyView> {
  const input = pasted.trim();
  if (!input) return { ...EMPTY_VERIFY_VIEW, detail: "Paste a Trust Ledger Token (tlt1....), a verification bundle or a statement." };
  if (input.length > MAX_PASTED_CHARS)
    return answer(input.slice(0, 256), "token", {
      outcome: "malformed",
      detail: `what was pasted is longer than ${MAX_PASTED_CHARS} characters`,
    });
  // Anything that is not a JSON object is a token: the verifier names what is malformed about it.
  if (!input.startsWith("{")) {
    const v = await readVerifyAnswer(db, input);
    return answer(input, "token", v);
  }
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(input) as Record<string, unknown>;
  } catch {
    return answer(input, "statement", { outcome: "malformed", detail: "what was pasted starts like JSON but is not JSON" });
  }
  if (doc.typ === "verification-bundle") {
    const bundle = VerificationBundleSchema.safeParse(doc);
    if (!bundle.success) return answer(input, "bundle", { outcome: "malformed", detail: `bundle: ${firstIssue(bundle.error)}` });
    return answer(input, "bundle", verifyTokenOrBundle({ token: bundle.data.token, bundle: bundle.data }, await publishedKeysAndLog(db)));
  }
  if (doc.typ === "trust-ledger-token") {
    const body = TokenBodySchema.safeParse(doc);
    if (!body.success) return answer(input, "decoded token", { outcome: "malformed", detail: `token: ${firstIssue(body.error)}` });
    return answer(input, "decoded token", verifyTokenOrBundle({ token: body.data }, await publishedKeysAndLog(db)));
  }
  if (typeof doc.token === "string") return answer(input, "token", await readVerifyAnswer(db, doc.token));
  const check = StatementCheckSchema.safeParse("statement" in doc ? doc : { statement: doc });
  if (!check.success) return answer(input, "statement", { outcome: "malformed", detail: `statement check: ${firstIssue(check.error)}` });
  return answer(input, "statement", await readStatementCheckAnswer(db, check.data));
}
