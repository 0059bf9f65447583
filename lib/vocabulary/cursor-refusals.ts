// Why a list cursor was refused (logged and tested; the client sees invalid_cursor for all of them).
export const CURSOR_REFUSALS = ["undecodable", "altered", "older_version", "unknown_version", "wrong_scope", "wrong_list"] as const;
export type CursorRefusal = (typeof CURSOR_REFUSALS)[number];
