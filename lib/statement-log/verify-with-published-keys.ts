// For the service's own callers (svc_verify, the A2A verify_token task): verifies a token with the keys this
// service publishes, read the way /public/keys and /log read them. The check itself stays verifyTrustToken,
// pure and offline; only the key lookup touches the database.
import type { Db } from "@/lib/platform/db/client";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";
import { logKey } from "@/lib/statement-log/log-key";
import { verifyTrustToken, type TokenVerification } from "@/lib/statement-log/verify-token";

export async function verifyWithPublishedKeys(db: Db, token: string): Promise<TokenVerification> {
  const { keys } = await publishedSigningKeys(db);
  return verifyTrustToken(token, { witnessKeys: keys, logVerifierKey: logKey().verifierKey });
}
