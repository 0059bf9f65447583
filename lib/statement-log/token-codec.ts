// The compact Trust Ledger Token: `tlt1.` + unpadded base64url of the RFC 8785 JSON of the token body.
// Decoding is bounded and strict: anything else is `malformed`.
import { canonicalJson } from "@/lib/platform/canonical-json";
import { TokenBodySchema, type TokenBody } from "@/lib/schemas/statement-log";

export const TOKEN_PREFIX = "tlt1.";
export const MAX_TOKEN_LENGTH = 64 * 1024;

export function encodeToken(body: TokenBody): string {
  return TOKEN_PREFIX + Buffer.from(canonicalJson(body), "utf8").toString("base64url");
}

export type DecodedToken = { ok: true; body: TokenBody } | { ok: false; reason: string };

export function decodeToken(token: string): DecodedToken {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH)
    return { ok: false, reason: `a token is a string of at most ${MAX_TOKEN_LENGTH} characters` };
  const text = token.trim();
  if (!text.startsWith(TOKEN_PREFIX)) return { ok: false, reason: `a Trust Ledger Token starts with ${TOKEN_PREFIX}` };
  const b64 = text.slice(TOKEN_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(b64)) return { ok: false, reason: "the token body is not base64url" };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(b64, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "the token body is not JSON" };
  }
  const parsed = TokenBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `token field ${issue?.path.join(".") || "(root)"}: ${issue?.message}` };
  }
  return { ok: true, body: parsed.data };
}
