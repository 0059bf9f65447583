// svc_public_trust_profile (and the A2A company_record task): the canonical record of
// GET /api/network/profile, the same version and digest, with its facts by section and a short summary.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { profileLinks } from "@/lib/network/profile/profile-links";
import { profileLookup } from "@/lib/network/profile/profile-query";
import { readNetworkProfile } from "@/lib/network/profile/read-network-profile";
import type { ProfileAnswer } from "@/lib/schemas/agent-answers";
import type { NetworkProfileRecord } from "@/lib/schemas/network-profile";
import { explainAbsence } from "@/lib/agent-answers/company-standing";
import { profileSections } from "@/lib/agent-answers/profile-sections";

export function linksOf(record: Pick<NetworkProfileRecord, "slug">): NonNullable<ProfileAnswer["links"]> {
  const links = profileLinks(record.slug, false);
  return {
    page: links.canonicalUrl,
    record: `${env().BASE_URL}/api/network/profile?q=${encodeURIComponent(record.slug)}`,
    history: links.history,
    keys: links.keys,
  };
}

function witnessedLine(r: NetworkProfileRecord): string {
  const w = r.witnessed;
  if (!w.lastWitnessed) return "No reading has been recorded yet.";
  const coverage = w.coverage ? ` ${w.coverage.checksPassed} of ${w.coverage.checksRun} checks read as expected.` : "";
  const standing =
    w.standing === "witnessed"
      ? "the last reading observed the company's systems"
      : "the last reading brought back no observation (not a negative finding)";
  const continuity = w.continuity
    ? ` ${w.continuity.unbrokenReadings} consecutive agreeing readings since ${w.continuity.unbrokenSince}.`
    : " Continuity is not established yet.";
  return `Last read ${w.lastWitnessed}: ${standing}.${coverage}${continuity}`;
}

export function profileSummary(r: NetworkProfileRecord): string {
  const version = r.record
    ? `record version ${r.record.version} (digest ${r.record.digest}, recorded ${r.record.recordedAt})`
    : "no stored record version";
  const contested = r.conflicts.length
    ? ` ${r.conflicts.length} contested: ` +
      `${r.conflicts.map((c) => `${c.label} (${c.accounts.map((a) => `${a.origin}: "${a.value}"`).join(" vs ")})`).join("; ")}; ` +
      `every account is shown and none is preferred.`
    : "";
  return (
    `${r.name}${r.domain ? ` (${r.domain})` : ""}: published profile, ${version}. ${witnessedLine(r)} ` +
    `${r.facts.length} facts, each labelled with who gave it.${contested} ` +
    "The service witnesses and dates facts only; it does not grade, score or certify the company."
  );
}

export function foundProfileAnswer(record: NetworkProfileRecord): ProfileAnswer {
  return {
    status: "found",
    provenance: "mixed",
    subject: record.slug,
    summary: profileSummary(record),
    record,
    sections: profileSections(record),
    links: linksOf(record),
  };
}

/** Throws when the store cannot be read (the caller answers `unavailable`, never `not_listed`). */
export async function readProfileAnswer(db: Db, company: string): Promise<ProfileAnswer> {
  const lookup = profileLookup(company);
  const read = await readNetworkProfile(db, { lookup, contract: 2, requested: 2 });
  if (read.found) return foundProfileAnswer(read);
  const absence = await explainAbsence(db, lookup, company);
  return {
    status: absence.status,
    provenance: absence.provenance,
    subject: lookup.domain || lookup.slug,
    summary: absence.summary,
    record: null,
    sections: [],
    links: null,
  };
}
