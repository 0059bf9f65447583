// The one error type routes throw. The wrapper renders it as a plain body or a problem document.
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/http/error-registry";

/** Names the parameter or field at fault (`errors[]` of a problem document). */
export interface FieldError {
  in: "query" | "path" | "header" | "body";
  name: string;
  message: string;
}

export interface ApiErrorOptions {
  message?: string;
  errors?: FieldError[];
  /** Seconds until a retry may succeed; sent as Retry-After when `sendRetryAfter` is not false. */
  retryAfter?: number;
  sendRetryAfter?: boolean;
  retryAt?: Date;
  headers?: Record<string, string>;
  /** Extra members of the body (e.g. `found: false` on unsupported_contract_version). */
  extra?: Record<string, unknown>;
  /** Override the registry status (e.g. 409 for a reused key on signed-in web writes). */
  status?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly options: ApiErrorOptions;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? ERROR_REGISTRY[code].title, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? ERROR_REGISTRY[code].status;
    this.options = options;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError || (typeof err === "object" && err !== null && (err as { name?: string }).name === "ApiError");
}

ApiError.prototype.name = "ApiError";
