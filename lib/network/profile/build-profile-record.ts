// Assembles the network profile record of spec 2.7 from what the store returned, for one contract.
// Pure: the same rows give the same record, byte for byte (the strong ETag relies on it).
import type { RecordFact } from "@/lib/network/record-body";
import {
  CURRENT_CONTRACT,
  WitnessStatementSchema,
  type ContractFields,
  type ContractVersion,
  type NetworkProfileRecord,
} from "@/lib/schemas/network-profile";
import { summariseReadings, type ReadingOutcome } from "@/lib/witness/continuity";
import { receiptFor, type WitnessCheck } from "@/lib/witness/statement";
import type { ProfileCompany } from "./find-published-company";
import { profileLinks, contractSchemaUrl } from "./profile-links";
import { publishedFacts } from "./published-facts";
import {
  ASSURANCE_BOUNDARY,
  AUTHORITY,
  CONTRACT_1_NOTICE,
  CONTRACT_NOTE,
  CONTRACT_OMISSIONS,
  EVIDENCE_CLASSES,
  METHODOLOGY,
} from "./record-texts";

export interface LatestReading {
  takenAt: Date;
  checks: unknown;
  statement: unknown;
}

export interface ProfileRows {
  company: ProfileCompany;
  facts: RecordFact[];
  /** Every reading's outcome, oldest first. */
  readings: ReadingOutcome[];
  latest: LatestReading | null;
  version: { version: number; digest: string; recordedAt: Date } | null;
}

export function contractFields(served: ContractVersion, requested: ContractVersion): ContractFields {
  return {
    contractVersion: served,
    contractNote: CONTRACT_NOTE,
    contractOmissions: CONTRACT_OMISSIONS,
    contractSchema: contractSchemaUrl(),
    requestedContract: requested,
    ...(served === 1 ? { deprecation: CONTRACT_1_NOTICE } : {}),
  };
}

function manifest(checks: unknown): { check_id: string; source: string }[] {
  if (!Array.isArray(checks)) return [];
  return (checks as WitnessCheck[])
    .filter((c) => c && typeof c.check_id === "string" && typeof c.source === "string")
    .map((c) => ({ check_id: c.check_id, source: c.source }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function buildProfileRecord(rows: ProfileRows, contract: ContractVersion): NetworkProfileRecord {
  const { company } = rows;
  const summary = summariseReadings(rows.readings);
  const { facts, conflicts } = publishedFacts(rows.facts);
  const links = profileLinks(company.slug, false);
  // Only a well-formed statement is published; anything else in the column is treated as absent.
  const statement = rows.latest ? WitnessStatementSchema.safeParse(rows.latest.statement) : null;
  const signed = statement?.success ? statement.data : undefined;
  const contested = facts.filter((f) => f.contested);
  return {
    found: true,
    ...contractFields(contract, contract),
    slug: company.slug,
    name: company.name,
    domain: company.domain,
    tagline: company.tagline,
    canonicalUrl: links.canonicalUrl,
    industries: [...company.industries],
    updatedAt: company.profileUpdatedAt.toISOString(),
    record: rows.version ? { version: rows.version.version, digest: rows.version.digest, recordedAt: rows.version.recordedAt.toISOString() } : null,
    witnessed: {
      standing: summary.standing,
      lastWitnessed: iso(summary.lastReadingAt),
      firstWitnessedAt: iso(summary.firstWitnessedAt),
      coverage: summary.coverage,
      continuity: summary.continuity && {
        recordBegan: summary.continuity.recordBegan.toISOString(),
        unbrokenSince: summary.continuity.unbrokenSince.toISOString(),
        unbrokenReadings: summary.continuity.unbrokenReadings,
        totalReadings: summary.continuity.totalReadings,
      },
    },
    ...(signed && rows.latest
      ? { witnessStatement: signed, witnessReceipt: receiptFor(rows.latest, company, signed) }
      : {}),
    witnessEvidenceManifest: manifest(rows.latest?.checks),
    methodology: METHODOLOGY,
    facts: contract === CURRENT_CONTRACT ? facts : facts.filter((f) => !f.contested),
    conflicts: contract === CURRENT_CONTRACT ? conflicts : [],
    ...(contract === 1 ? { withheldContested: contested.map((f) => `${f.category}/${f.key}`) } : {}),
    signing: { profileSigned: false, signedArtifact: "witnessStatement", subject: company.domain ?? company.slug },
    assuranceBoundary: ASSURANCE_BOUNDARY,
    sectionCapabilities: links.sectionCapabilities,
    evidenceClasses: EVIDENCE_CLASSES,
    authority: AUTHORITY,
    relationships: { history: links.history, keys: links.keys, schema: links.schema, worker: links.worker },
  };
}
