// Secret tokens: generated from 32 random bytes, stored only as a SHA-256 hash, compared in constant time.
import { createHash, randomBytes } from "node:crypto";

export const API_KEY_PREFIX = "tk_live_";
export const SCOPED_TOKEN_PREFIX = "st_";

export interface NewToken {
  /** The secret, shown once and never stored. */
  token: string;
  /** SHA-256 hex of the whole token: what the database keeps. */
  hash: string;
  /** A few characters after the prefix, to tell tokens apart in lists. */
  hint: string;
}

export function newToken(prefix: string): NewToken {
  const body = randomBytes(32).toString("base64url");
  const token = prefix + body;
  return { token, hash: sha256Hex(token), hint: body.slice(0, 6) };
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** base64url SHA-256, the DPoP `ath` form. */
export function sha256B64url(value: string): string {
  return createHash("sha256").update(value, "ascii").digest("base64url");
}

// Constant-time equality lives with the secrets it compares (the audit cursor uses it too, below auth).
export { safeEqual } from "@/lib/platform/secrets";
