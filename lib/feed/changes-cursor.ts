// The change-feed cursor: an opaque, authenticated encoding of a position. It is the `id` of every
// event, the `next` of a page and the SSE event id, so a client resumes from whatever it last held.
// HMAC-SHA256 with CURSOR_SECRET (node:crypto) over a label and the payload: a cursor cannot be forged
// or altered, and a cursor of another list (signed with the same secret) does not verify here.
import { createHmac, timingSafeEqual } from "node:crypto";
import { secret } from "@/lib/platform/secrets";
import type { ChangePosition } from "@/lib/feed/change-position";
import { MAX_CHANGES_CURSOR_LENGTH } from "@/lib/vocabulary/interface-limits";

const PREFIX = "c1.";
const LABEL = "svc-changes-cursor-v1\n";
// Bounds decoding work: a real cursor is about 90 characters.

export class InvalidCursorError extends Error {}

function mac(payload: string): Buffer {
  return createHmac("sha256", secret("CURSOR_SECRET"))
    .update(LABEL + payload)
    .digest();
}

export function encodeChangesCursor(position: ChangePosition): string {
  const payload = Buffer.from(JSON.stringify({ t: position.recordedAt.getTime(), s: position.seq.toString() })).toString("base64url");
  return `${PREFIX}${payload}.${mac(payload).toString("base64url")}`;
}

export function decodeChangesCursor(cursor: string): ChangePosition {
  if (cursor.length > MAX_CHANGES_CURSOR_LENGTH || !cursor.startsWith(PREFIX)) {
    throw new InvalidCursorError("not a change-feed cursor (or one of an older format)");
  }
  const [payload, signature, ...rest] = cursor.slice(PREFIX.length).split(".");
  if (!payload || !signature || rest.length > 0) throw new InvalidCursorError("malformed cursor");
  const given = Buffer.from(signature, "base64url");
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InvalidCursorError("the cursor was altered or was not issued by this feed");
  }
  let decoded: { t?: unknown; s?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw new InvalidCursorError("malformed cursor");
  }
  if (typeof decoded.t !== "number" || !Number.isSafeInteger(decoded.t) || typeof decoded.s !== "string" || !/^\d{1,19}$/.test(decoded.s)) {
    throw new InvalidCursorError("malformed cursor");
  }
  return { recordedAt: new Date(decoded.t), seq: BigInt(decoded.s) };
}
