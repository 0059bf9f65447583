// The section map the network profile record (spec 2.7) links to: what each section carries, who its
// source can be, and what it deliberately does not carry. Served at /section-capabilities.json.
import type { z } from "zod";
import type { SectionCapabilitiesSchema } from "@/lib/schemas/interfaces";

type SectionMap = z.infer<typeof SectionCapabilitiesSchema>;

const BOTH = [1, 2];

export const SECTION_CAPABILITIES: SectionMap = {
  format: "svc.section-capabilities/1",
  contractVersion: 2,
  record: "GET {base_url}/api/network/profile",
  originVocabulary: [
    { id: "company-declared", meaning: "The company told the service." },
    { id: "witnessed", meaning: "A reading by the service observed it, from a named source, on a stated date." },
    { id: "public-source", meaning: "A named public source says so." },
    { id: "service", meaning: "The service states it about its own method or contract; not a fact about the company." },
  ],
  sections: [
    { id: "contract", fields: ["found", "contractVersion", "contractNote", "contractOmissions", "deprecation", "contractSchema", "requestedContract"], carries: "Which contract served the record, what it deliberately omits, and deprecation notices.", origins: ["service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["confidence numbers", "completeness signals"] },
    { id: "identity", fields: ["slug", "name", "domain", "tagline", "industries", "canonicalUrl", "updatedAt"], carries: "Who the record is about and when the published profile last changed.", origins: ["company-declared", "service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["rankings", "categories assigned by the service"] },
    { id: "witnessed", fields: ["witnessed"], carries: "Standing of the last reading, last and first witnessed times, coverage (checks passed of checks run) and continuity of agreeing readings.", origins: ["witnessed"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["scores", "grades", "continuity older than the service's own record"] },
    { id: "witnessStatement", fields: ["witnessStatement", "witnessEvidenceManifest"], carries: "The exact signed payload of the latest reading (Ed25519), its key id, and the checks and sources it covered.", origins: ["witnessed"], signed: true, contracts: BOTH, presence: "when-available", doesNotCarry: ["a verdict", "the company's own claims"] },
    { id: "facts", fields: ["facts"], carries: "Sourced facts, each with key, category, label, value, origin and whether it is contested. Blank values are not published.", origins: ["company-declared", "witnessed", "public-source"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["per-fact dates", "per-fact confidence"] },
    { id: "conflicts", fields: ["conflicts"], carries: "Every account of a contested fact, in the fixed order of the origin vocabulary.", origins: ["company-declared", "witnessed", "public-source"], signed: false, contracts: [2], presence: "always", doesNotCarry: ["a winner", "a preferred source", "adjudication"] },
    { id: "withheldContested", fields: ["withheldContested"], carries: "Version 1 only: names of facts left out because two sources disagreed.", origins: ["service"], signed: false, contracts: [1], presence: "always", doesNotCarry: ["the withheld values"] },
    { id: "methodology", fields: ["methodology"], carries: "Reading cadence, gap tolerance, retention, freshness windows per category, what is not read, and a summary.", origins: ["service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["weights", "scoring rules"] },
    { id: "signing", fields: ["signing"], carries: "What is signed (the witness statement only) and its subject; the profile itself is unsigned.", origins: ["service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["signatures over company claims"] },
    { id: "assuranceBoundary", fields: ["assuranceBoundary"], carries: "What the record establishes and what it does not.", origins: ["service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: ["certification", "attestation"] },
    { id: "sectionCapabilities", fields: ["sectionCapabilities"], carries: "A link to this map.", origins: ["service"], signed: false, contracts: BOTH, presence: "always", doesNotCarry: [] },
    { id: "reserved", fields: ["evidenceClasses", "authority", "relationships"], carries: "Reserved sections; their contents are not published in this contract.", origins: ["service"], signed: false, contracts: BOTH, presence: "reserved", doesNotCarry: ["anything a client should rely on"] },
  ],
};
