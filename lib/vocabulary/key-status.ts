// The lifecycle states of a witness signing key, as /public/keys publishes them. Dependency-free.
export const KEY_STATUSES = ["active", "retired", "compromised", "revoked"] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];
