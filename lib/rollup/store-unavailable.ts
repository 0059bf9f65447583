// A read of our own store that failed says nothing about the company: it becomes a 503 with a reason and
// Retry-After, never a 404 or an empty answer (the mapping is lib/platform/db/store-unavailable.ts).
import { isRefusal } from "@/lib/platform/refusal";
import { storeUnavailable } from "@/lib/platform/db/store-unavailable";

export const STORE_RETRY_AFTER_SECONDS = 30;

export async function readingStore<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (isRefusal(err)) throw err;
    throw storeUnavailable(err, {
      where: what,
      message: "The service could not read its own record. This says nothing about the company; retry later.",
      retryAfter: STORE_RETRY_AFTER_SECONDS,
    })!;
  }
}
