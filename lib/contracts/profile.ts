// Contracts of the profile routes: the canonical company read, its history, the JSON Schema of the
// record and the public signing keys on both hosts.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.

export const RATE_LIMIT_HEADERS = { "Retry-After": { description: "On 429 and 503: seconds until a retry may succeed." } };
