// The states of a workspace's claim on a company's domain (issue 29) and the two ways to prove control.
export const CLAIM_STATES = ["unverified", "verified", "suspended"] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const VERIFICATION_METHODS = ["dns_txt", "https_file"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
/** How a claim came to be verified: one of the methods, or granted by the operator (`npm run company -- add`). */
export const CLAIM_METHODS = [...VERIFICATION_METHODS, "operator"] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

/** What a control check can observe, per method (the 422 names it). */
export const CHECK_OBSERVATIONS = [
  "matched",
  "nxdomain",
  "no_txt",
  "wrong_token",
  "http_status",
  "redirect_off_domain",
  "refused_by_guard",
  "unreachable",
  "timeout",
  "token_expired",
] as const;
export type CheckObservation = (typeof CHECK_OBSERVATIONS)[number];

/** A token and a failing claim both last this long (seven days). */
export const CLAIM_WINDOW_MS = 7 * 86_400_000;
