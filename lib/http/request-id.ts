// Request ids and W3C trace context. Runs in middleware (edge runtime): Web APIs only.

const CLIENT_ID = /^[A-Za-z0-9+/=-]{20,200}$/;
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

function hex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The client's id when it is 20 to 200 characters of letters, digits, + / = -; otherwise a new one (in the same alphabet, so the route wrapper keeps the id the middleware chose). */
export function requestIdFor(incoming: string | null): string {
  if (incoming && CLIENT_ID.test(incoming)) return incoming;
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
