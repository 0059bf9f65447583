// Why a page could not show what was asked for, kept apart from "nothing found": a request the page
// cannot read (400, naming the parameter), a read of our own store that failed (503: says nothing about
// any company), or too many requests (429). The HTML page and its Markdown twin say the same thing;
// the twin also answers with the status.
import { asApiError } from "@/lib/http/api-error";
import type { ErrorCode } from "@/lib/http/error-registry";

export interface PageProblem {
  kind: "invalid" | "read-failed" | "rate-limited";
  status: number;
  /** The registry code, e.g. `invalid_cursor`, `record_unavailable`. */
  code: ErrorCode;
  message: string;
  /** The query parameter at fault, for `invalid`. */
  parameter?: string;
  retryAfterSeconds?: number;
}

/** The problem a refusal describes; anything else is not a problem a page can explain, so it is rethrown. */
export function pageProblem(thrown: unknown): PageProblem {
  const err = asApiError(thrown);
  if (!err) throw thrown;
  const kind = err.status === 429 ? "rate-limited" : err.status >= 500 ? "read-failed" : "invalid";
  return {
    kind,
    status: err.status,
    code: err.code,
    message: err.message,
    parameter: err.options.errors?.[0]?.name,
    retryAfterSeconds: err.options.retryAfter,
  };
}

/** A zod-style first issue as an `invalid` problem naming its parameter. */
export function invalidParameter(parameter: string, message: string, code: ErrorCode = "invalid_request"): PageProblem {
  return { kind: "invalid", status: 400, code, message, parameter };
}

/** Headers a twin sends with a problem (Retry-After on a failed read). */
export function problemHeaders(p: PageProblem): Record<string, string> {
  return p.kind === "read-failed" && p.retryAfterSeconds !== undefined ? { "retry-after": String(p.retryAfterSeconds) } : {};
}
