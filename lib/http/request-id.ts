// Request ids and W3C trace context. Runs in middleware (edge runtime): Web APIs only.

const CLIENT_ID = /^[A-Za-z0-9+/=-]{20,200}$/;
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

// Every answer without a client id gets a new one: a table lookup per byte, not a string formatted per byte.
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

function hex(bytes: number): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  let out = "";
  for (const b of buf) out += BYTE_HEX[b];
  return out;
}

/** The client's id when it is 20 to 200 characters of letters, digits, + / = -; otherwise a new one. */
export function requestIdFor(incoming: string | null): string {
  if (incoming && CLIENT_ID.test(incoming)) return incoming;
  // Our own ids must pass the same pattern, or the route wrapper would re-issue a different one.
  return `req-${hex(12)}`;
}

/**
 * Continues an incoming traceparent: same version, trace id and flags, a new parent id.
 * Returns null when there is none or it is malformed (an all-zero trace or parent id is invalid).
 */
export function continueTraceparent(incoming: string | null): string | null {
  const m = incoming?.trim().toLowerCase().match(TRACEPARENT);
  if (!m) return null;
  const [, version, traceId, parentId, flags] = m;
  if (version === "ff" || /^0+$/.test(traceId) || /^0+$/.test(parentId)) return null;
  return `00-${traceId}-${hex(8)}-${flags}`;
}
