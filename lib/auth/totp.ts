// Time-based one-time codes (RFC 6238, otplib). The shared secret must be used, so it is stored encrypted
// with MASTER_KEY (AES-256-GCM), never in clear.
import { generateSecret, generateURI, verify } from "otplib";
import { openSecret, sealSecret } from "@/lib/platform/sealed-secret";
import { rememberOnce } from "@/lib/platform/redis/remember-once";
import { clock } from "@/lib/platform/clock";

const STEP_SECONDS = 30;

const PURPOSE = "svc-totp-secret-v1";

export function encryptTotpSecret(plain: string): string {
  return sealSecret(plain, PURPOSE);
}

export function decryptTotpSecret(sealed: string): string {
  return openSecret(sealed, PURPOSE);
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(plainSecret: string, account: string): string {
  return generateURI({ issuer: "Public Trust Network", label: account, secret: plainSecret });
}

/**
 * A six-digit code of the current step or one step either side (clock drift). A code is accepted once per
 * user: a second use inside its validity is refused, so a shoulder-surfed code cannot be replayed.
 */
export async function verifyTotp(plainSecret: string, code: string, userId: string, now: Date = clock().now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret: plainSecret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: STEP_SECONDS });
  if (!result.valid) return false;
  return rememberOnce("totp", `${userId}:${code}`, 3 * STEP_SECONDS * 1000);
}
