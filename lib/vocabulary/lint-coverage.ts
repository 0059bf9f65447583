// Closed vocabularies of `svc lint`: what happened to each file, what kind of file it was read as,
// and what a storage declaration says about encryption. Dependency-free.
export const COVERAGE_STATES = ["read", "not_applicable", "skipped", "invalid", "unreadable"] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];

export const LINT_FILE_KINDS = ["terraform", "terraform_json", "terraform_plan", "kubernetes", "dockerfile", "other"] as const;
export type LintFileKind = (typeof LINT_FILE_KINDS)[number];

/** `unresolved`: the value is a variable or expression the files alone cannot settle. */
export const ENCRYPTION_STATES = ["encrypted", "not_encrypted", "not_stated", "unresolved"] as const;
export type EncryptionState = (typeof ENCRYPTION_STATES)[number];
