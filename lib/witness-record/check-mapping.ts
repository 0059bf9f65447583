// The check mapping: every check id the readers can produce, its category and what it expects. A
// versioned document served at a stable URL; each statement signs the SHA-256 of its RFC 8785 bytes,
// so a verifier can tell exactly which expectations a reading was judged against.
import type { CheckCategory } from "@/lib/vocabulary/check-outcomes";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";

export const EVALUATOR_VERSION = "outside-in/1";
export const CHECK_MAPPING_VERSION = 1;

interface MappedCheck {
  check_id: string;
  category: CheckCategory;
  reader: "outside-in" | "github" | "evidence-document";
  expected: string;
}

const c = (check_id: string, category: CheckCategory, reader: MappedCheck["reader"], expected: string): MappedCheck => ({
  check_id,
  category,
  reader,
  expected,
});

export const MAPPED_CHECKS: readonly MappedCheck[] = [
  c(
    "transport.https",
    "transport",
    "outside-in",
    "https://<domain>/ answers with a status below 400 within the deadline and the body cap, redirects staying on the company's domain",
  ),
  c("transport.certificate", "transport", "outside-in", "the certificate chains to a trusted root, names the domain and has not expired"),
  c("headers.strict_transport_security", "headers", "outside-in", "Strict-Transport-Security with max-age above 0"),
  c("headers.content_security_policy", "headers", "outside-in", "a non-empty Content-Security-Policy"),
  c("headers.x_content_type_options", "headers", "outside-in", "X-Content-Type-Options: nosniff"),
  c("headers.frame_options", "headers", "outside-in", "X-Frame-Options DENY or SAMEORIGIN, or a CSP frame-ancestors directive"),
  c("headers.referrer_policy", "headers", "outside-in", "a Referrer-Policy other than unsafe-url"),
  c("disclosure.security_txt", "disclosure", "outside-in", "/.well-known/security.txt answers 200 with RFC 9116 fields (signed or not)"),
  c("disclosure.security_txt_contact", "disclosure", "outside-in", "security.txt names at least one Contact"),
  c("disclosure.security_txt_expires", "disclosure", "outside-in", "security.txt has one Expires, in the future"),
  c("dns.spf", "dns", "outside-in", "a TXT record at the domain starting v=spf1"),
  c("dns.dmarc", "dns", "outside-in", "a TXT record at _dmarc.<domain> starting v=DMARC1"),
  c("dns.caa", "dns", "outside-in", "at least one CAA issue or issuewild record at the domain"),
  c(
    "github.org_two_factor",
    "connected_source",
    "github",
    "GET /orgs/{org}/members?filter=2fa_disabled lists no member: every member of the organisation uses two-factor authentication",
  ),
  c(
    "github.branch_protection",
    "connected_source",
    "github",
    "the default branch of each listed repository reads protected: true (GET /repos/{org}/{repo}/branches/{default_branch})",
  ),
  c(
    "evidence_document.valid",
    "connected_source",
    "evidence-document",
    "the company's evidence document answers 200 and validates against /public/witness/evidence-document.schema.json",
  ),
  c("evidence_document.control", "connected_source", "evidence-document", "the evidence document states the control as in_place"),
];

export const CHECK_MAPPING = {
  check_mapping: CHECK_MAPPING_VERSION,
  evaluator_version: EVALUATOR_VERSION,
  outcomes: ["passed", "failed", "not_read"],
  checks: MAPPED_CHECKS,
};

export const CHECK_MAPPING_BYTES = canonicalJson(CHECK_MAPPING);
export const CHECK_MAPPING_SHA256 = sha256Hex(CHECK_MAPPING_BYTES);

export function expectationOf(checkId: string): string {
  const found = MAPPED_CHECKS.find((m) => m.check_id === checkId);
  if (!found) throw new Error(`check ${checkId} is not in the check mapping`);
  return found.expected;
}
