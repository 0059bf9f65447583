// The failure domain code throws: the spec's error code (Part 7) and what the caller needs to put it right. It
// knows nothing of HTTP; lib/http/api-error.ts maps it to an answer (status from the registry, Retry-After).
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/vocabulary/error-registry";

/** Names the parameter or field at fault (`errors[]` of a problem document). */
export interface FieldError {
  in: "query" | "path" | "header" | "body";
  name: string;
  message: string;
}

export interface RefusalOptions {
  message?: string;
  errors?: FieldError[];
  /** Seconds until a retry may succeed; the moment, when known exactly; false when a limit keeps it to itself. */
  retryAfter?: number;
  retryAt?: Date;
  sendRetryAfter?: boolean;
  /** Extra members of the body (e.g. `found: false` on unsupported_contract_version). */
  extra?: Record<string, unknown>;
  /** What the answer must also say beside its body (an authentication challenge, the version served). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class Refusal extends Error {
  readonly code: ErrorCode;
  readonly options: RefusalOptions;

  constructor(code: ErrorCode, options: RefusalOptions = {}) {
    super(options.message ?? ERROR_REGISTRY[code].title, { cause: options.cause });
    this.code = code;
    this.options = options;
  }
}

Refusal.prototype.name = "Refusal";

/** A Refusal, or the HTTP layer's ApiError (which is one), also from the other module graph (names, not classes). */
export function isRefusal(err: unknown): err is Refusal {
  if (err instanceof Refusal) return true;
  const name = typeof err === "object" && err !== null ? (err as { name?: string }).name : undefined;
  return name === "Refusal" || name === "ApiError";
}
