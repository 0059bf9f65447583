// The opaque cursor of a record's history: the version to continue below, bound to that one record,
// authenticated with HMAC-SHA-256 under CURSOR_SECRET so it cannot be built or altered by hand.
import { createHmac, timingSafeEqual } from "node:crypto";
import { Refusal } from "@/lib/platform/refusal";
import { secret } from "@/lib/platform/secrets";

const PAYLOAD_VERSION = 1;
const PURPOSE = "profile-history";

interface CursorPayload {
  v: number;
  c: string;
  before: number;
}

function mac(data: string): Buffer {
  return createHmac("sha256", secret("CURSOR_SECRET")).update(`${PURPOSE}.${data}`).digest();
}

export function encodeHistoryCursor(companyId: string, before: number): string {
  const data = Buffer.from(JSON.stringify({ v: PAYLOAD_VERSION, c: companyId, before } satisfies CursorPayload)).toString("base64url");
  return `${data}.${mac(data).toString("base64url")}`;
}

function refuse(reason: string): never {
  throw new Refusal("invalid_cursor", {
    message: `The cursor is refused: ${reason}. Restart from the first page (omit cursor).`,
    errors: [{ in: "query", name: "cursor", message: reason }],
  });
}

/** The version to continue below. Refuses a cursor that was altered, is of another payload version or belongs to another record. */
export function decodeHistoryCursor(cursor: string, companyId: string): number {
  const [data, sig, extra] = cursor.split(".");
  if (!data || !sig || extra !== undefined) refuse("it cannot be decoded");
  const given = Buffer.from(sig, "base64url");
  const expected = mac(data);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) refuse("it was not issued by this service or was altered");
  let payload: CursorPayload;
  try {
    payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
  } catch {
    refuse("it cannot be decoded");
  }
  if (payload.v !== PAYLOAD_VERSION) refuse("it is from an older payload version");
  if (payload.c !== companyId) refuse("it belongs to another record's history");
  if (!Number.isInteger(payload.before) || payload.before < 1) refuse("it cannot be decoded");
  return payload.before;
}
