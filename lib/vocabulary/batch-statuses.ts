// The outcome of one target of a batch read.
export const BATCH_STATUSES = ["listed", "not_listed", "withheld", "unavailable"] as const;
/** @public A closed vocabulary's type is part of its interface, used or not. */
export type BatchStatus = (typeof BATCH_STATUSES)[number];
