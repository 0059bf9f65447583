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
import type { WitnessLog } from "@/lib/schemas/witness-log";
import type { ClaimVerified } from "@/lib/schemas/claim";
import { claimPointer } from "@/lib/network/publication-state";
import type { WitnessSummary } from "@/lib/witness-record/continuity";
import { evidenceList } from "@/lib/witness-record/continuity-update";
import { receiptFor } from "@/lib/witness-record/statement";
import type { ProfileCompany } from "@/lib/network/profile/find-published-company";
import { profileLinks, contractSchemaUrl } from "@/lib/network/profile/profile-links";
import { publishedFacts } from "@/lib/network/profile/published-facts";
import {
  ASSURANCE_BOUNDARY,
  AUTHORITY,
  CONTRACT_1_NOTICE,
  CONTRACT_NOTE,
  CONTRACT_OMISSIONS,
  EVIDENCE_CLASSES,
  METHODOLOGY,
} from "@/lib/network/profile/record-texts";

/** What the reading engine keeps on Company: the summary, and the last reading's statement and manifest list. */
export interface WitnessedRows {
  summary: WitnessSummary;
  lastStatement: unknown;
  lastEvidence: unknown;
}

export interface ProfileRows {
  company: ProfileCompany;
  facts: RecordFact[];
  witness: WitnessedRows;
  version: { version: number; digest: string; recordedAt: Date } | null;
  /** Where the latest statement stands in the witness statement log (issue 15). */
  witnessLog?: WitnessLog | null;
  /** The witnessed verification of the owner's claim (issue 29); null when there is none. */
  claimVerified?: ClaimVerified | null;
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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function buildProfileRecord(rows: ProfileRows, contract: ContractVersion): NetworkProfileRecord {
  const { company } = rows;
  const { summary } = rows.witness;
  const { facts, conflicts } = publishedFacts(rows.facts);
  const links = profileLinks(company.slug, false);
  // Only a well-formed statement is published; anything else in the column is treated as absent.
  const statement = rows.witness.lastStatement ? WitnessStatementSchema.safeParse(rows.witness.lastStatement) : null;
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
    record: rows.version
      ? { version: rows.version.version, digest: rows.version.digest, recordedAt: rows.version.recordedAt.toISOString() }
      : null,
    witnessed: {
      standing: summary.standing,
      lastWitnessed: iso(summary.lastReadingAt),
      firstWitnessedAt: iso(summary.firstWitnessedAt),
      // No observation came back: no coverage either, since "0 of 10" would read as a negative finding.
      coverage: summary.standing === null ? null : summary.coverage,
      continuity: {
        recordBegan: iso(summary.continuity?.recordBegan ?? null),
        unbrokenSince: iso(summary.continuity?.unbrokenSince ?? null),
        unbrokenReadings: summary.continuity?.unbrokenReadings ?? 0,
        totalReadings: summary.totalReadings,
      },
    },
    ...(signed && summary.lastReadingAt
      ? {
          witnessStatement: signed,
          witnessReceipt: receiptFor({ takenAt: summary.lastReadingAt }, company, signed),
          ...(rows.witnessLog ? { witnessLog: rows.witnessLog } : {}),
        }
      : {}),
    witnessEvidenceManifest: evidenceList(rows.witness.lastEvidence),
    ...(rows.claimVerified ? { claim: claimPointer(company.slug, rows.claimVerified) } : {}),
    methodology: METHODOLOGY,
    facts: contract === CURRENT_CONTRACT ? facts : facts.filter((f) => !f.contested),
    conflicts: contract === CURRENT_CONTRACT ? conflicts : [],
    ...(contract === 1 ? { withheldContested: contested.map((f) => `${f.category}/${f.key}`) } : {}),
    // Names the signed artifact only when the record carries one.
    signing: { profileSigned: false, signedArtifact: signed ? "witnessStatement" : null, subject: company.domain ?? company.slug },
    assuranceBoundary: ASSURANCE_BOUNDARY,
    sectionCapabilities: links.sectionCapabilities,
    evidenceClasses: EVIDENCE_CLASSES,
    authority: AUTHORITY,
    relationships: { history: links.history, keys: links.keys, schema: links.schema, worker: links.worker },
  };
}
