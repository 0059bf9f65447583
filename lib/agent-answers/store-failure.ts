// A read of our own store that failed is `unavailable`: it says nothing about the company and is never
// turned into `not_listed`. Anything thrown while reading lands here, not only the named 503 codes.
import { isRefusal } from "@/lib/platform/refusal";
import { log } from "@/lib/platform/log";

export const UNAVAILABLE_SUMMARY =
  "The service could not read its own record just now. This says nothing about the company: not that it " +
  "has no record, and not that anything changed. Retry in a few seconds and keep the last good answer.";

export function logStoreFailure(where: string, err: unknown): void {
  const e = err as { name?: string; code?: unknown };
  log("warn", "agent answer: store read failed", { where, error: isRefusal(err) ? err.code : (e?.name ?? typeof err) });
}
