// Work a caller adds to a change's own transaction, such as the change's audit row: it commits with the
// change or not at all, so a failure after the commit can never answer an error for a change that happened.
import type { Db } from "@/lib/platform/db/client";

/** Runs inside the change's transaction, after the change, with that transaction and the change's result. */
export type InSameTransaction<T> = (tx: Db, result: T) => Promise<void>;

export const nothingMore = async (): Promise<void> => {};
