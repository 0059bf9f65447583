// Which web-host paths are public reads, readable cross-origin, and the headers they expose. A module with
// no imports, so the middleware and our node:http server's hot reads (lib/transports/server/hot-reads.ts) share it.

// Signed-in routes are same-origin only: no CORS headers at all.
const SESSION_ROUTES = /^\/api\/(auth|account|workspace|eu)(\/|$)/;
const PUBLIC_READ_PATHS = [
  String.raw`api/`,
  String.raw`schemas/`,
  String.raw`verify/keys$`,
  String.raw`openapi\.(json|yaml)$`,
  String.raw`interfaces\.json$`,
  String.raw`section-capabilities\.json$`,
  String.raw`badge\.js$`,
  String.raw`llms\.txt$`,
  String.raw`network/company/[^/]+/llms\.txt$`,
];
const PUBLIC_READS = new RegExp(`^/(${PUBLIC_READ_PATHS.join("|")})`);

export const CORS_EXPOSE = "X-Request-Id, traceparent, Retry-After, Svc-Contract, Deprecation, Sunset, Link, ETag, Idempotency-Status";

export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.test(path) && !SESSION_ROUTES.test(path);
}
