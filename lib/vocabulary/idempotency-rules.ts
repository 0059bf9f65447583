// The rules of Idempotency-Key that both the code and the documents read (spec Part 5, item 6), so the
// header's description in every contract says what runs.
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Besides every 5xx, answers with these statuses are not kept: a retry runs again. */
export const NOT_KEPT_STATUSES = [401, 403, 408, 409, 425, 429] as const;
