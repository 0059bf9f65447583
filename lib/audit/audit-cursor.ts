// The export cursor: an opaque position (the last exported seq) bound to one workspace and signed with
// CURSOR_SECRET, so it cannot be altered or used on another workspace's log.
import { createHmac } from "node:crypto";
import { Refusal } from "@/lib/platform/refusal";
import { safeEqual, secret } from "@/lib/platform/secrets";

const VERSION = "a1";

function mac(body: string): string {
  return createHmac("sha256", secret("CURSOR_SECRET")).update(`audit-export:${body}`).digest("base64url");
}

export function encodeAuditCursor(workspaceId: string, lastSeq: bigint): string {
  const body = Buffer.from(JSON.stringify({ w: workspaceId, s: lastSeq.toString() })).toString("base64url");
  return `${VERSION}.${body}.${mac(body)}`;
}

function invalid(message: string): Refusal {
  return new Refusal("invalid_cursor", { message, errors: [{ in: "query", name: "cursor", message }] });
}

// Only reached with a valid MAC, so only our own encoder wrote it; still, an unreadable one is a 400, never a 500.
function readBody(body: string): { w?: unknown; s?: unknown } {
  try {
    const data: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (typeof data === "object" && data !== null) return data as { w?: unknown; s?: unknown };
  } catch {
    // falls through to the refusal below
  }
  throw invalid("The cursor cannot be read; start the export again without one.");
}

export function decodeAuditCursor(cursor: string, workspaceId: string): bigint {
  const [version, body, signature] = cursor.split(".");
  if (version !== VERSION || !body || !signature) throw invalid("The cursor cannot be read; start the export again without one.");
  if (!safeEqual(signature, mac(body))) throw invalid("The cursor was altered or is not from this service.");
  const data = readBody(body);
  if (data.w !== workspaceId) throw invalid("The cursor belongs to another workspace's audit log.");
  if (typeof data.s !== "string" || !/^\d{1,19}$/.test(data.s))
    throw invalid("The cursor cannot be read; start the export again without one.");
  return BigInt(data.s);
}
