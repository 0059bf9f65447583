// Opaque keyset cursors for the public company lists. A cursor is `<payload>.<mac>`, both base64url:
// the payload is versioned JSON carrying the sort key of the last row served, the list and scope it
// belongs to and the walk's position; the mac is HMAC-SHA256 under CURSOR_SECRET, so a cursor that
// was built or altered outside the service is refused. Cursors carry no issue time and never expire
// (rotating CURSOR_SECRET is the only thing that retires them).
import { createHmac, timingSafeEqual } from "node:crypto";
import { secret } from "@/lib/platform/secrets";
import type { DirectoryKey } from "@/lib/directory/directory-key";
import type { CursorRefusal } from "@/lib/vocabulary/cursor-refusals";
import { MAX_CURSOR_CHARS } from "@/lib/vocabulary/interface-limits";

/** Payload version written today. Anything older is refused by name, never read as a fresh start. */
export const CURSOR_VERSION = 1;

/** Which list a cursor walks. Both share the directory order, but a cursor belongs to one of them. */
export type CursorList = "directory" | "network-search";

/**
 * Who the list was shown to: "public" for the public lists, `workspace:<id>` for a list scoped to one
 * workspace's credential. A public route refuses any scope other than "public".
 */
export type CursorScope = "public" | `workspace:${string}`;

export interface CursorPayload {
  version: number;
  scope: CursorScope;
  list: CursorList;
  /** Sort key of the last row served: each next page starts strictly after it. */
  key: DirectoryKey;
  /** Rows of the walk before the next row, under the filter named by `filter`. */
  position: number;
  /** Fingerprint of the filter the position was counted under (the cursor is not bound to it). */
  filter: string;
}

export class CursorRefusedError extends Error {
  constructor(
    readonly reason: CursorRefusal,
    message: string,
  ) {
    super(message);
  }
}

const MAC_CONTEXT = "ptn-directory-cursor\0";

function mac(payload: string): Buffer {
  return createHmac("sha256", secret("CURSOR_SECRET")).update(MAC_CONTEXT).update(payload).digest();
}

/** Decodes base64url only when the text is its canonical form, so changing spare bits is a change too. */
function strictBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/** Serialises and authenticates any payload object. */
export function sealCursor(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(body).toString("base64url")}`;
}

interface Wire {
  v: number;
  s: string;
  l: string;
  k: [string, string, string];
  p: number;
  f: string;
}

export function encodeCursor(payload: Omit<CursorPayload, "version"> & { version?: number }): string {
  const wire: Wire = {
    v: payload.version ?? CURSOR_VERSION,
    s: payload.scope,
    l: payload.list,
    k: [payload.key.rank.toString(), payload.key.sortName, payload.key.id],
    p: payload.position,
    f: payload.filter,
  };
  return sealCursor(wire);
}

function undecodable(detail: string): CursorRefusedError {
  return new CursorRefusedError("undecodable", `The cursor cannot be decoded (${detail}). Pass back a next_cursor exactly as received.`);
}

function isWire(value: unknown): value is Wire {
  const w = value as Wire;
  return (
    typeof w === "object" &&
    w !== null &&
    Number.isInteger(w.v) &&
    typeof w.s === "string" &&
    typeof w.l === "string" &&
    Array.isArray(w.k) &&
    w.k.length === 3 &&
    w.k.every((part) => typeof part === "string") &&
    /^-?\d{1,19}$/.test(w.k[0]) &&
    Number.isInteger(w.p) &&
    w.p >= 0 &&
    typeof w.f === "string"
  );
}

/** Reads a cursor for `list` on a route serving `scope`; throws CursorRefusedError naming the reason. */
export function decodeCursor(text: string, expected: { list: CursorList; scope: CursorScope }): CursorPayload {
  if (text.length > MAX_CURSOR_CHARS) throw undecodable(`longer than ${MAX_CURSOR_CHARS} characters`);
  const parts = text.split(".");
  if (parts.length !== 2) throw undecodable("not of the form payload.signature");
  const [body, sig] = parts;
  const sigBytes = strictBase64url(sig);
  if (!strictBase64url(body) || !sigBytes) throw undecodable("not base64url");
  const expectedMac = mac(body);
  if (sigBytes.length !== expectedMac.length || !timingSafeEqual(sigBytes, expectedMac)) {
    throw new CursorRefusedError("altered", "The cursor was altered or was not issued by this service. Start again from the first page.");
  }
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    throw undecodable("payload is not JSON");
  }
  const version = (wire as { v?: unknown } | null)?.v;
  if (typeof version === "number" && version < CURSOR_VERSION) {
    throw new CursorRefusedError(
      "older_version",
      `The cursor is of payload version ${version}; this list reads version ${CURSOR_VERSION}. Start again from the first page.`,
    );
  }
  if (typeof version === "number" && version > CURSOR_VERSION) {
    throw new CursorRefusedError(
      "unknown_version",
      `The cursor is of payload version ${version}, newer than this service reads (${CURSOR_VERSION}).`,
    );
  }
  if (!isWire(wire)) throw undecodable("payload fields are missing or malformed");
  if (wire.s !== expected.scope) {
    throw new CursorRefusedError(
      "wrong_scope",
      `The cursor belongs to a ${wire.s.startsWith("workspace:") ? "workspace-scoped" : `"${wire.s}"`} ` +
        `list, not to this ${expected.scope} list.`,
    );
  }
  if (wire.l !== expected.list) {
    throw new CursorRefusedError("wrong_list", `The cursor belongs to the ${wire.l} list, not to the ${expected.list} list.`);
  }
  return {
    version: wire.v,
    scope: wire.s as CursorScope,
    list: wire.l as CursorList,
    key: { rank: BigInt(wire.k[0]), sortName: wire.k[1], id: wire.k[2] },
    position: wire.p,
    filter: wire.f,
  };
}
