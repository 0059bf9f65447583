// Headers on every directory response to a request that used the deprecated `offset`: RFC 9745
// `Deprecation` (a structured-field date: when offset paging was deprecated) and a `Link` with
// rel="deprecation" to the documentation of the cursor. No `Sunset`: no withdrawal date is set.
import { env } from "@/lib/platform/env";

/** Offset paging was deprecated when keyset cursors shipped. */
export const OFFSET_DEPRECATED_AT = new Date("2026-11-21T00:00:00Z");

export function offsetDeprecationHeaders(): Record<string, string> {
  const docs = `${env().BASE_URL}/openapi.json#/paths/~1api~1mobile~1directory~1search/get`;
  return {
    deprecation: `@${Math.floor(OFFSET_DEPRECATED_AT.getTime() / 1000)}`,
    link: `<${docs}>; rel="deprecation"; type="application/json"`,
  };
}
