// A read of our own store that failed says nothing about the company: it becomes a 503 with a reason and
// Retry-After, never a 404 or an empty answer.
import { ApiError, isApiError } from "@/lib/http/api-error";
import { log } from "@/lib/log";

export const STORE_RETRY_AFTER_SECONDS = 30;

export async function readingStore<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (isApiError(err)) throw err;
    // The error's class and code only: a driver message can quote the query and its parameters.
    log("warn", "store read failed", { what, error: err instanceof Error ? err.name : typeof err, code: (err as { code?: unknown })?.code ?? null });
    throw new ApiError("record_unavailable", {
      message: "The service could not read its own record. This says nothing about the company; retry later.",
      retryAfter: STORE_RETRY_AFTER_SECONDS,
      cause: err,
    });
  }
}
