// What `svc check` can say about a company, read from one canonical profile read. Dependency-free.
export const CHECK_STATES = ["listed_witnessed", "listed_not_witnessed", "not_listed"] as const;
export type CheckState = (typeof CHECK_STATES)[number];
