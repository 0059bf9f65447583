// Secrets the service must use again (a TOTP seed, a connector's API token) are stored sealed with
// MASTER_KEY (AES-256-GCM), never in clear. The purpose label is the additional authenticated data, so
// a ciphertext sealed for one purpose cannot be opened as another.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { secret } from "@/lib/platform/secrets";

function masterKey(): Buffer {
  return Buffer.from(secret("MASTER_KEY"), "hex");
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(plain: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKey(), iv);
  cipher.setAAD(Buffer.from(purpose));
  const enc = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), enc.toString("base64url")].join(".");
}

export function openSecret(sealed: string, purpose: string): string {
  const [version, iv, tag, enc] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !enc) throw new Error(`unreadable sealed secret (${purpose})`);
  const decipher = createDecipheriv("aes-256-gcm", masterKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(enc, "base64url")), decipher.final()]).toString("utf8");
}
