// A read that fails inside the service is a 503 naming what could not be read, never `found: false`:
// a failed read asserts nothing about the company (the second of the three kinds of nothing).
import { isRefusal } from "@/lib/platform/refusal";
import { storeUnavailable } from "@/lib/platform/db/store-unavailable";

export type UnavailableCode = "record_unavailable" | "witnessed_record_unavailable" | "profile_read_unavailable";

/** Seconds a client should wait before retrying a failed read. */
export const READ_RETRY_AFTER_S = 5;

const MESSAGES: Record<UnavailableCode, string> = {
  record_unavailable: "The service could not read its own record just now. This says nothing about the company; retry later.",
  witnessed_record_unavailable:
    "The service could not read its witnessed readings just now. This says nothing about the company; retry later.",
  profile_read_unavailable: "The profile read failed inside the service. This says nothing about the company; retry later.",
};

export async function readStage<T>(code: UnavailableCode, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (isRefusal(err)) throw err;
    throw storeUnavailable(err, { code, where: code, message: MESSAGES[code], retryAfter: READ_RETRY_AFTER_S })!;
  }
}
