// The error the HTTP layer answers with: a Refusal (lib/platform/refusal.ts, what domain code throws) with its status.
// The wrapper renders it as a plain body or a problem document; asApiError maps a domain Refusal to it.
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/http/error-registry";
import { isRefusal, Refusal, type FieldError, type RefusalOptions } from "@/lib/platform/refusal";

export type { FieldError };

export interface ApiErrorOptions extends RefusalOptions {
  /** Override the registry status (e.g. 409 for a reused key on signed-in web writes). */
  status?: number;
}

export class ApiError extends Refusal {
  readonly status: number;
  declare readonly options: ApiErrorOptions;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(code, options);
    this.status = options.status ?? ERROR_REGISTRY[code].status;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError || (typeof err === "object" && err !== null && (err as { name?: string }).name === "ApiError");
}

ApiError.prototype.name = "ApiError";

/** The answer a failure maps to: an ApiError as it is, a domain Refusal as the ApiError of its code; else null. */
export function asApiError(err: unknown): ApiError | null {
  if (isApiError(err)) return err;
  if (isRefusal(err)) return new ApiError(err.code, { ...err.options, message: err.message });
  return null;
}
