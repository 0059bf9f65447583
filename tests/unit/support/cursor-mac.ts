// HMAC-SHA256 under the unit config's CURSOR_SECRET, computed here with node:crypto: a test forges a cursor
// the service would have signed (a payload it never writes) to see each refusal past the signature check.
import { createHmac } from "node:crypto";

export function cursorMac(...parts: string[]): string {
  const hmac = createHmac("sha256", process.env.CURSOR_SECRET!);
  for (const part of parts) hmac.update(part);
  return hmac.digest("base64url");
}

export const b64url = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
