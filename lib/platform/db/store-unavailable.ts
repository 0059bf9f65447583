// The one mapping of a failure of our own store to a refusal: 503 with a reason code and Retry-After (never
// a 404, an empty answer or a 500), or 503 capacity_saturated when no connection came free. Used by route()
// (lib/http/route.ts) for anything a handler throws, and by the reads that name what could not be read.
import { storeFailure } from "@/lib/platform/db/store-failure";
import { log } from "@/lib/platform/log";
import { Refusal } from "@/lib/platform/refusal";
import type { ErrorCode } from "@/lib/vocabulary/error-registry";

type UnavailableCode = Extract<ErrorCode, "record_unavailable" | "witnessed_record_unavailable" | "profile_read_unavailable">;

const SATURATED =
  "The service is at capacity: no database connection came free in time. This says nothing about any company; retry with backoff.";

export interface StoreUnavailableOptions {
  /** The code of a failed read (default record_unavailable). */
  code?: UnavailableCode;
  message: string;
  retryAfter: number;
  /** Only errors the classifier knows as store failures (route()); a named read maps any failure. */
  onlyKnown?: boolean;
  /** What was being read or served, for the log line. */
  where: string;
  requestId?: string;
}

/** The 503 for `err`, or null when `onlyKnown` and `err` is not a failure of the store (a bug). */
export function storeUnavailable(err: unknown, opts: StoreUnavailableOptions): Refusal | null {
  const failure = storeFailure(err);
  if (!failure && opts.onlyKnown) return null;
  // The error's class and code only: a driver message can quote the query, its parameters or connection details.
  const e = err as { name?: string; code?: unknown } | null;
  log("warn", "store unavailable", {
    where: opts.where,
    requestId: opts.requestId,
    failure,
    error: e?.name ?? typeof err,
    errorCode: typeof e?.code === "string" ? e.code : undefined,
  });
  if (failure === "capacity_saturated")
    return new Refusal("capacity_saturated", { message: SATURATED, retryAfter: opts.retryAfter, cause: err });
  return new Refusal(opts.code ?? "record_unavailable", { message: opts.message, retryAfter: opts.retryAfter, cause: err });
}
