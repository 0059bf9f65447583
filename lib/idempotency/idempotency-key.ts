// The Idempotency-Key header and the fingerprint of the request it was first sent with.
import { Refusal } from "@/lib/platform/refusal";
import { sha256Hex } from "@/lib/platform/canonical-json";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[\x20-\x7e]{8,255}$/;

/** The key, null when none was sent; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    const message = `${IDEMPOTENCY_HEADER} must be 8 to 255 printable ASCII characters.`;
    throw new Refusal("bad_request", { message, errors: [{ in: "header", name: IDEMPOTENCY_HEADER, message }] });
  }
  return key;
}

/** Method, path with query, and SHA-256 of the exact body bytes: what "the same request" means. */
export function requestFingerprint(method: string, url: URL, rawBody: string): string {
  return sha256Hex(`${method.toUpperCase()}\n${url.pathname}${url.search}\n${sha256Hex(rawBody)}`);
}
