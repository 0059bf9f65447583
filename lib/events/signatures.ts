// The signatures on every event that leaves the service. Endpoint and agent channels: HMAC-SHA256 of the
// raw body with the target's secret, 64 lowercase hex, no prefix (6.1). Alert channel: `sha256=` plus
// the HMAC over `timestamp.body` with the destination's derived key, new key first during a rotation
// (6.2). The derived key is itself an HMAC of the master key over four lines.
import { createHmac, timingSafeEqual } from "node:crypto";
import { secret } from "@/lib/platform/secrets";

export const ALERT_KEY_LABEL = "svc-notify-route-v1";

export function hmacHex(key: string, data: string | Buffer): string {
  return createHmac("sha256", key).update(data).digest("hex");
}

/** `x-svc-signature` of the endpoint and agent channels. */
export function bodySignature(signingSecret: string, body: string): string {
  return hmacHex(signingSecret, body);
}

/** The per-destination key: HMAC-SHA256(master key, label, workspace, destination, generation; one per line). */
export function alertDestinationKey(workspaceId: string, destinationId: string, generation: number): string {
  const master = Buffer.from(secret("MASTER_KEY"), "hex");
  return createHmac("sha256", master)
    .update([ALERT_KEY_LABEL, workspaceId, destinationId, String(generation)].join("\n"))
    .digest("hex");
}

/** `x-svc-signature` of the alert channel: one `sha256=` value per key, the newest key first. */
export function alertSignatureHeader(keys: string[], timestamp: number, body: string): string {
  return keys.map((k) => `sha256=${hmacHex(k, `${timestamp}.${body}`)}`).join(",");
}

/** Constant-time comparison, length first. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
