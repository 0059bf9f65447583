// Renders an ApiError as the plain worker body `{ error, message }` or an RFC 9457 problem document.
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/http/api-error";
import { ERROR_REGISTRY } from "@/lib/http/error-registry";
import { clock } from "@/lib/platform/clock";

export type ErrorFormat = "plain" | "problem";

export function problemTypeUrl(code: string): string {
  return `${env().BASE_URL}/api/problems#${code}`;
}

export function errorBody(err: ApiError, format: ErrorFormat, requestId: string): Record<string, unknown> {
  const def = ERROR_REGISTRY[err.code];
  const o = err.options;
  if (format === "plain") {
    return { error: err.code, message: err.message, ...(o.errors?.length ? { errors: o.errors } : {}), ...o.extra };
  }
  return {
    type: problemTypeUrl(err.code),
    title: def.title,
    status: err.status,
    detail: err.message,
    code: err.code,
    retryable: def.retryable,
    retry_after: o.retryAfter ?? null,
    retry_at: (o.retryAt ?? (o.retryAfter !== undefined ? new Date(clock().nowMs() + o.retryAfter * 1000) : null))?.toISOString() ?? null,
    next_action: def.nextAction,
    errors: o.errors ?? [],
    request_id: requestId,
    ...o.extra,
  };
}

export function errorResponse(err: ApiError, format: ErrorFormat, requestId: string, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("content-type", format === "problem" ? "application/problem+json" : "application/json; charset=utf-8");
  h.set("cache-control", "no-store");
  if (err.options.retryAfter !== undefined && err.options.sendRetryAfter !== false) {
    h.set("retry-after", String(Math.max(0, Math.ceil(err.options.retryAfter))));
  }
  for (const [k, v] of Object.entries(err.options.headers ?? {})) h.set(k, v);
  return new Response(JSON.stringify(errorBody(err, format, requestId)), { status: err.status, headers: h });
}
