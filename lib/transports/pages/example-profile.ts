// A worked example of a profile, for the "how to read a profile" page: an invented company under the
// reserved .invalid domain, so it can never be mistaken for a record. It is built for a given `now`
// (the page's clock) and exercises every part a real profile shows: facts of each origin, a contested
// fact, continuity, a gap and a reading with no observation. Its statement is marked as not signed.
import type { AiProfileProps } from "@/lib/transports/pages/components/ai-profile";
import type { AssuranceBoundaryProps } from "@/lib/transports/pages/components/assurance-boundary";
import type { ConflictItem } from "@/lib/transports/pages/components/contested-facts";
import type { FactItem } from "@/lib/transports/pages/components/fact-list";
import type { ReadingPoint } from "@/lib/transports/pages/components/readings-timeline";
import type { WitnessedProps } from "@/lib/transports/pages/components/witnessed-summary";
import type { WitnessStatementProps } from "@/lib/transports/pages/components/witness-statement";
import { canonicalJson } from "@/lib/platform/canonical-json";

const HOUR = 3_600_000;

export interface ExampleProfile {
  name: string;
  domain: string;
  facts: FactItem[];
  conflicts: ConflictItem[];
  witnessed: WitnessedProps;
  readings: ReadingPoint[];
  statement: WitnessStatementProps;
  ai: AiProfileProps;
  boundary: AssuranceBoundaryProps;
}

export function exampleProfile(now: Date): ExampleProfile {
  // Readings on the whole minute, the latest seven minutes before `now`.
  const latest = Math.floor((now.getTime() - 7 * 60_000) / 60_000) * 60_000;
  const at = (hoursAgo: number) => new Date(latest - hoursAgo * HOUR).toISOString();
  // 72 hourly readings with a five-hour outage of readings 40 hours ago and one reading that observed nothing.
  const readings: ReadingPoint[] = [];
  for (let h = 71; h >= 0; h--) {
    if (h >= 38 && h <= 42) continue;
    readings.push({ takenAt: at(h), standing: h === 55 ? null : "witnessed", checksRun: 12, checksPassed: h === 55 ? 0 : 11 });
  }
  const last = readings[readings.length - 1];
  return {
    name: "Example Analytics",
    domain: "example-analytics.invalid",
    facts: [
      {
        category: "company",
        key: "founded",
        label: "Founded",
        value: "2018",
        origin: "company-declared",
        origins: ["company-declared"],
        contested: false,
      },
      {
        category: "company",
        key: "employees",
        label: "Employees",
        value: "51–200",
        origin: "public-source",
        origins: ["public-source"],
        contested: false,
      },
      {
        category: "security",
        key: "tls",
        label: "TLS",
        value: "TLS 1.3 and 1.2 offered; 1.0 and 1.1 refused",
        origin: "witnessed",
        origins: ["witnessed"],
        contested: false,
      },
      {
        category: "security",
        key: "data-retention",
        label: "Customer data retention",
        value: "30 days",
        origin: "company-declared",
        origins: ["company-declared", "public-source"],
        contested: true,
      },
      {
        category: "security",
        key: "sso",
        label: "Single sign-on",
        value: "SAML 2.0 and OIDC",
        origin: "company-declared",
        origins: ["company-declared"],
        contested: false,
      },
    ],
    conflicts: [
      {
        key: "data-retention",
        category: "security",
        label: "Customer data retention",
        accounts: [
          { origin: "company-declared", value: "30 days" },
          { origin: "public-source", value: "90 days (published terms of service)" },
        ],
      },
    ],
    witnessed: {
      standing: "witnessed",
      lastWitnessed: last.takenAt,
      firstWitnessedAt: readings[0].takenAt,
      coverage: { checksPassed: 11, checksRun: 12 },
      continuity: { recordBegan: readings[0].takenAt, unbrokenSince: at(37), unbrokenReadings: 38, totalReadings: readings.length },
    },
    readings,
    statement: {
      payload: canonicalJson({
        subject: { slug: "example-analytics", domain: "example-analytics.invalid" },
        reading: { taken_at: last.takenAt, checks_run: 12, checks_passed: 11, standing: "witnessed" },
        checks: [
          { check_id: "tls-versions", source: "https://example-analytics.invalid", passed: true },
          { check_id: "dns-caa", source: "dns:example-analytics.invalid", passed: false },
        ],
        service: "svc-witness",
        version: 1,
      }),
      // Base64 of "Example only: not a signature": an example must never verify.
      signature: "ed25519:RXhhbXBsZSBvbmx5OiBub3QgYSBzaWduYXR1cmU=",
      key_id: "example-key",
      alg: "Ed25519",
      canonicalization: "RFC8785",
    },
    ai: {
      systemsTotal: 3,
      byRiskTier: { high: 1, limited: 1, minimal: 1, unclassified: 0 },
      byKind: { model: 1, application: 1, agent: 1 },
      agents: 1,
      guard: { active: true, lastScreenedAt: now.getTime() - 2 * HOUR, lastRisk: "low" },
      governance: { frameworks: [{ name: "EU AI Act", satisfied: 14, total: 18 }], assessments: 2 },
      highlights: ["Customer data is not used to train models"],
      hasAi: true,
    },
    boundary: {
      statement:
        "This record is witnessed evidence: what a reading found, from a named source, " +
        "on a stated date. It is not an attestation, a certification or a rating.",
      doesNotEstablish: [
        "That the company is secure, compliant or trustworthy.",
        "That company-declared facts are true.",
        "Anything about systems the service does not read.",
        "Anything between readings.",
      ],
      methodology: "Hourly readings, two-hour gap tolerance, continuity never older than the service's own record.",
    },
  };
}
