// The event types of the change feed and stream.
export const CHANGE_EVENT_TYPES = ["record.version"] as const;
/** @public A closed vocabulary's type is part of its interface, used or not. */
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];
