// Contracts of the witness statement log (API host), the Trust Ledger Token and verification bundle reads,
// and their published JSON Schemas (web host).
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.

export const TAGS = ["Statement log"];
