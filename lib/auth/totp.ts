// Time-based one-time codes (RFC 6238, otplib). The shared secret must be used, so it is stored encrypted
// with MASTER_KEY (AES-256-GCM), never in clear.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { secret } from "../secrets";
import { rememberOnce } from "../redis/remember-once";

const STEP_SECONDS = 30;

function masterKey(): Buffer {
  return Buffer.from(secret("MASTER_KEY"), "hex");
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; the label binds the ciphertext to its purpose. */
export function encryptTotpSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKey(), iv);
  cipher.setAAD(Buffer.from("svc-totp-secret-v1"));
  const enc = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), enc.toString("base64url")].join(".");
}

export function decryptTotpSecret(sealed: string): string {
  const [version, iv, tag, enc] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !enc) throw new Error("unreadable TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", masterKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from("svc-totp-secret-v1"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(enc, "base64url")), decipher.final()]).toString("utf8");
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
export async function verifyTotp(plainSecret: string, code: string, userId: string, now: Date = new Date()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret: plainSecret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: STEP_SECONDS });
  if (!result.valid) return false;
  return rememberOnce("totp", `${userId}:${code}`, 3 * STEP_SECONDS * 1000);
}
