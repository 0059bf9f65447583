// Headers of the deprecated worker profile read (RFC 9745 Deprecation, RFC 8288 Link): it points at the
// canonical Network read. No Sunset is sent: the spec announces a sunset without a date.
import { env } from "@/lib/platform/env";
import { canonicalProfileUrl } from "@/lib/network/publication-state";

/** The worker contract's release (spec Part 9), from when the canonical read superseded this route. */
export const DEPRECATED_SINCE = Date.UTC(2026, 7, 22);

export function deprecationHeaders(companySlug: string | null): Record<string, string> {
  const successor = companySlug ? canonicalProfileUrl(companySlug) : `${env().BASE_URL}/api/network/profile`;
  return {
    Deprecation: `@${Math.floor(DEPRECATED_SINCE / 1000)}`,
    Link: `<${successor}>; rel="successor-version", <${env().BASE_URL}/openapi.yaml>; rel="deprecation"`,
  };
}
