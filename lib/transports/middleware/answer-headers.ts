// The headers every answer carries, stamped once by middleware.ts and, for the reads our own server answers
// before Next (lib/transports/server/hot-reads.ts), by that server: security headers, the request id and the
// continued trace context, and the API host's two service headers. Web APIs only (edge runtime).
import type { HostKind } from "@/lib/platform/hosts";
import { API_HOST_HEADERS } from "@/lib/http/api-host-headers";
import { setSecurityHeaders } from "@/lib/transports/middleware/security-headers";

export interface AnswerStamp {
  kind: HostKind;
  path: string;
  page: boolean;
  nonce: string;
  https: boolean;
  requestId: string;
  traceparent: string | null;
}

/**
 * What every answer varies on, besides Accept-Encoding (the compression middleware's): Accept, by which a
 * page and its Markdown twin share an address and an API error picks its format. next.config.mjs sends it
 * on every answer through Next; the hot reads add it themselves.
 */
export const SERVICE_VARY = "Accept";

export function stampAnswer(headers: Pick<Headers, "set">, s: AnswerStamp): void {
  setSecurityHeaders(headers, { path: s.path, page: s.page, nonce: s.nonce, https: s.https });
  headers.set("x-request-id", s.requestId);
  if (s.traceparent) headers.set("traceparent", s.traceparent);
  if (s.kind === "api") for (const [k, v] of Object.entries(API_HOST_HEADERS)) headers.set(k, v);
}
