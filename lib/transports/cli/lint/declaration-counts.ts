// The counts `svc lint` reports: what the files declare, counted, never judged. No verdict and no
// threshold: an open rule or an unencrypted volume is a number here, not a finding. Credential
// literals are counted and never shown.
import type { EncryptionState } from "@/lib/vocabulary/lint-coverage";

export interface DeclarationCounts {
  /** Literal region (or Azure location) names, each with how many declarations name it. */
  regions: Record<string, number>;
  /** Region settings whose value is a variable or expression. */
  regions_unresolved: number;
  storage: Record<EncryptionState, number>;
  logging: number;
  identity: number;
  open_to_any_address: number;
  inline_credentials: number;
}

export function emptyCounts(): DeclarationCounts {
  return {
    regions: {},
    regions_unresolved: 0,
    storage: { encrypted: 0, not_encrypted: 0, not_stated: 0, unresolved: 0 },
    logging: 0,
    identity: 0,
    open_to_any_address: 0,
    inline_credentials: 0,
  };
}

export function addCounts(into: DeclarationCounts, from: DeclarationCounts): void {
  for (const [region, n] of Object.entries(from.regions)) into.regions[region] = (into.regions[region] ?? 0) + n;
  into.regions_unresolved += from.regions_unresolved;
  for (const state of Object.keys(from.storage) as EncryptionState[]) into.storage[state] += from.storage[state];
  into.logging += from.logging;
  into.identity += from.identity;
  into.open_to_any_address += from.open_to_any_address;
  into.inline_credentials += from.inline_credentials;
}

/**
 * A value the files alone do not settle: a Terraform interpolation (`${var.x}`, which is how the HCL
 * parser renders any expression), a template (`{{ .Values.x }}`) or, in a Dockerfile or manifest, a
 * shell variable (`$HOME`).
 */
export function isUnresolved(value: unknown, shellVariables = false): boolean {
  if (typeof value !== "string") return false;
  if (/\$\{|\{\{/.test(value)) return true;
  return shellVariables && /\$[A-Za-z_]/.test(value);
}

export function countRegion(counts: DeclarationCounts, value: unknown, shellVariables = false): void {
  if (value === undefined || value === null || value === "") return;
  if (typeof value !== "string" || isUnresolved(value, shellVariables)) {
    counts.regions_unresolved += 1;
    return;
  }
  const name = value.trim().toLowerCase();
  counts.regions[name] = (counts.regions[name] ?? 0) + 1;
}

export function encryptionOf(value: unknown): EncryptionState {
  if (value === undefined || value === null) return "not_stated";
  if (value === true || value === "true") return "encrypted";
  if (value === false || value === "false") return "not_encrypted";
  if (isUnresolved(value)) return "unresolved";
  return "not_stated";
}

const SECRET_WORDS = String.raw`password|passwd|secret|token|api[_-]?key|access[_-]?key|secret[_-]?key|private[_-]?key|client[_-]?secret`;
const SECRET_NAME = new RegExp(String.raw`(^|[_\-.])(${SECRET_WORDS}|credentials?)($|[_\-.])`, "i");

// Names that point at a secret kept elsewhere, or describe one, rather than hold it.
const REFERENCE_NAME = /(name|ref|arn|id|ids|path|file|length|version|policy|rotation|enabled|type|mode|manager|store)$/i;
// Tokens that are not credentials (an EFS creation token is an idempotency key).
const NOT_A_CREDENTIAL = /^(creation|idempotency|client_request)/i;

export function isSecretName(name: string): boolean {
  const letters = name.replace(/[^a-z]/gi, "");
  if (REFERENCE_NAME.test(letters) || NOT_A_CREDENTIAL.test(name)) return false;
  return SECRET_NAME.test(name) || /password|secret|token|apikey|accesskey/i.test(letters);
}

/** A literal secret value: a non-empty string that is not a variable reference. */
export function isCredentialLiteral(name: string, value: unknown, shellVariables = false): boolean {
  return isSecretName(name) && typeof value === "string" && value.trim() !== "" && !isUnresolved(value, shellVariables);
}

const ANY_ADDRESS = new Set(["0.0.0.0/0", "::/0", "*", "internet", "any"]);

export function namesAnyAddress(value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => typeof v === "string" && ANY_ADDRESS.has(v.trim().toLowerCase()));
}
