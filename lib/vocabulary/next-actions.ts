// What a client should do after an error (every registry entry names one).
export const NEXT_ACTIONS = ["fix_request", "start_over", "none", "resync", "retry_later", "authenticate", "follow_canonical"] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];
