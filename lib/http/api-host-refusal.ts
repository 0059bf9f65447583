// The web host relaying a refusal of the API host (a forwarded signed-in call): the API host's status, code
// and message pass through, so a user reads what the API host said, not "unexpected error". Codes the web
// host names differently are renamed; codes about the web server's own proof (the user cannot fix those)
// become internal_error.
import { ApiError, type FieldError } from "@/lib/http/api-error";
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/http/error-registry";

const WEB_CODE: Partial<Record<string, ErrorCode>> = {
  bad_request: "invalid_request",
  dpop_required: "internal_error",
  invalid_dpop_proof: "internal_error",
  invalid_token: "unauthorized",
};

export function apiHostRefusal(status: number, body: unknown, headers: Headers): ApiError {
  const b = (typeof body === "object" && body ? body : {}) as {
    error?: string;
    code?: string;
    message?: string;
    detail?: string;
    errors?: FieldError[];
  };
  const given = b.error ?? b.code ?? "";
  const code: ErrorCode =
    WEB_CODE[given] ?? (given in ERROR_REGISTRY ? (given as ErrorCode) : status === 404 ? "not_found" : "internal_error");
  const retryAfter = Number(headers.get("retry-after") ?? "NaN");
  const ownTrouble = code === "internal_error";
  return new ApiError(code, {
    message: ownTrouble && status < 500 ? "The API host refused the forwarded call." : (b.message ?? b.detail),
    errors: b.errors,
    ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
    // The API host's own status, unless the refusal is about the web server's proof (then 500). Signed-in
    // web writes answer a reused Idempotency-Key with 409 (spec Part 7), where the API host says 422.
    ...(code === "idempotency_key_reused" ? { status: 409 } : ownTrouble || status < 400 ? {} : { status }),
  });
}
