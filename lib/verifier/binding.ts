// Binds a statement to the bytes a verification bundle carries beside it. For a `statement: 1`
// payload the bundle's check mapping and evidence manifest are the documents whose SHA-256 the
// statement signs; for the earlier shape they are the signed check list and each check's source.
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/platform/canonical-json";
import type { StatementFacts } from "@/lib/witness-record/verify-statement";

export interface BundleDocuments {
  check_mapping: { canonicalization: string; bytes: string };
  evidence_manifest: { canonicalization: string; bytes: string } | null | { check_id: string; source: string }[];
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** null when every binding holds, else what differs; `pruned` when the manifest is gone by retention. */
export function bundleBinding(facts: StatementFacts, docs: BundleDocuments): { mismatch: string | null; pruned: boolean } {
  const mappingBytes = Buffer.from(docs.check_mapping.bytes, "base64");
  if (facts.payload) {
    if (sha256(mappingBytes) !== facts.payload.check_mapping_sha256)
      return { mismatch: "the check mapping's SHA-256 differs from the check_mapping_sha256 the statement signs", pruned: false };
    const manifest = docs.evidence_manifest;
    if (manifest === null) return { mismatch: null, pruned: true };
    if (Array.isArray(manifest))
      return { mismatch: "the bundle carries a check list where the statement signs an evidence manifest digest", pruned: false };
    if (sha256(Buffer.from(manifest.bytes, "base64")) !== facts.payload.evidence_manifest_sha256)
      return { mismatch: "the evidence manifest's SHA-256 differs from the evidence_manifest_sha256 the statement signs", pruned: false };
    return { mismatch: null, pruned: false };
  }
  const checks = facts.checks ?? [];
  let mapped: unknown;
  try {
    mapped = JSON.parse(mappingBytes.toString("utf8"));
  } catch {
    return { mismatch: "the check mapping bytes are not JSON", pruned: false };
  }
  const signedChecks = canonicalJson(checks.map((c) => ({ check_id: c.check_id, source: c.source, passed: c.passed })));
  const mappedChecks = Array.isArray(mapped)
    ? canonicalJson((mapped as typeof checks).map((c) => ({ check_id: c?.check_id, source: c?.source, passed: c?.passed })))
    : "";
  if (signedChecks !== mappedChecks) return { mismatch: "the check mapping differs from the checks the statement signs", pruned: false };
  const manifest = docs.evidence_manifest;
  if (
    !Array.isArray(manifest) ||
    canonicalJson(manifest) !== canonicalJson(checks.map((c) => ({ check_id: c.check_id, source: c.source })))
  )
    return { mismatch: "the evidence manifest differs from the checks the statement signs", pruned: false };
  return { mismatch: null, pruned: false };
}
