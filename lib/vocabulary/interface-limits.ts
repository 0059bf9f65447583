// Numbers the interface promises (documented in the schemas, enforced by the domain code).

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** Longest directory / network-search cursor read; anything longer cannot be one of ours. */
export const MAX_CURSOR_CHARS = 1024;
/** Longest change-feed cursor accepted. */
export const MAX_CHANGES_CURSOR_LENGTH = 200;

/** Change-feed positions older than this many days are refused with 410 beyond_retention; and its page size. */
export const FEED_RETENTION_DAYS = 30;
/** On embedded PGlite, a change-feed version is shown once it is this old (lib/feed/feed-window.ts says why). */
export const FEED_SETTLE_MS = 2_000;
export const FEED_PAGE_LIMIT = 100;
