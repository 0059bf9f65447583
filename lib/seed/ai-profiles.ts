// AI profiles of the demo companies: systems by EU AI Act risk tier and kind, agents, guard
// screenings, governance frameworks and assessments (the inputs of the worker's aiProfile).
import type { Db } from "@/lib/platform/db/client";
import type { CatalogCompany } from "@/lib/seed/demo-catalog";
import { DAY, HOUR } from "@/lib/seed/demo-rows";
import type { Rng } from "@/lib/seed/prng";

export interface AiSystemSeed {
  name: string;
  kind: "model" | "agent" | "application" | "dataset";
  riskTier: "high" | "limited" | "minimal" | "unclassified";
  isAgent?: boolean;
  screenings?: { hoursAgo: number; risk: "low" | "medium" | "high" }[];
  assessments?: { framework: string; daysAgo: number }[];
}

export interface AiProfileSeed {
  systems: AiSystemSeed[];
  frameworks: { name: string; satisfied: number; total: number }[];
  highlights: string[];
}

export const LUMEN_AI: AiProfileSeed = {
  systems: [
    { name: "Lumen Forecast", kind: "model", riskTier: "limited", assessments: [{ framework: "ISO/IEC 42001", daysAgo: 40 }] },
    {
      name: "Lumen Candidate Match",
      kind: "application",
      riskTier: "high",
      screenings: [
        { hoursAgo: 2, risk: "low" },
        { hoursAgo: 26, risk: "medium" },
        { hoursAgo: 50, risk: "low" },
      ],
      assessments: [
        { framework: "EU AI Act", daysAgo: 30 },
        { framework: "ISO/IEC 42001", daysAgo: 40 },
      ],
    },
    {
      name: "Lumen Ops Agent",
      kind: "agent",
      riskTier: "minimal",
      isAgent: true,
      screenings: [
        { hoursAgo: 1, risk: "low" },
        { hoursAgo: 25, risk: "low" },
      ],
      assessments: [{ framework: "EU AI Act", daysAgo: 30 }],
    },
    { name: "Lumen Event Corpus", kind: "dataset", riskTier: "unclassified" },
  ],
  frameworks: [
    { name: "EU AI Act", satisfied: 14, total: 18 },
    { name: "ISO/IEC 42001", satisfied: 27, total: 38 },
    { name: "NIST AI RMF", satisfied: 41, total: 72 },
  ],
  highlights: ["Customer data is not used to train models", "Human review on every candidate-match recommendation"],
};

export const KESTREL_AI: AiProfileSeed = {
  systems: [
    { name: "Kestrel Triage Model", kind: "model", riskTier: "limited", assessments: [{ framework: "ISO/IEC 42001", daysAgo: 21 }] },
    {
      name: "Kestrel Sentinel Agent",
      kind: "agent",
      riskTier: "limited",
      isAgent: true,
      screenings: [
        { hoursAgo: 3, risk: "low" },
        { hoursAgo: 27, risk: "medium" },
      ],
      assessments: [{ framework: "EU AI Act", daysAgo: 14 }],
    },
    { name: "Kestrel Alert Summaries", kind: "application", riskTier: "minimal" },
  ],
  frameworks: [
    { name: "EU AI Act", satisfied: 9, total: 12 },
    { name: "ISO/IEC 42001", satisfied: 20, total: 38 },
  ],
  highlights: ["Detection models are trained on synthetic and licensed data only"],
};

const AI_INDUSTRIES = new Set(["Healthcare AI", "Customer Support AI", "Legal Tech"]);

/** A small generic profile for AI-centred companies; null for the others. */
export function genericAiProfile(entry: CatalogCompany, rand: Rng): AiProfileSeed | null {
  if (!entry.industries.some((i) => AI_INDUSTRIES.has(i))) return null;
  const product = entry.productNames[0];
  // Clinical and legal decision support sits in the EU AI Act's high-risk annex; support tooling does not.
  const riskTier = entry.industries.includes("Healthcare AI") ? "high" : "limited";
  const systems: AiSystemSeed[] = [
    {
      name: `${product} model`,
      kind: "model",
      riskTier,
      screenings: [{ hoursAgo: rand.int(1, 30), risk: rand.pick(["low", "low", "medium"] as const) }],
      assessments: [{ framework: "EU AI Act", daysAgo: rand.int(10, 90) }],
    },
  ];
  if (entry.industries.includes("Customer Support AI")) {
    systems.push({
      name: `${product} assistant`,
      kind: "agent",
      riskTier: "limited",
      isAgent: true,
      screenings: [{ hoursAgo: rand.int(1, 12), risk: "low" }],
    });
  }
  const total = 18;
  return {
    systems,
    frameworks: [{ name: "EU AI Act", satisfied: rand.int(6, 17), total }],
    highlights: [rand.pick(["Customer data is not used to train models", "Model outputs are reviewed by a person before use"])],
  };
}

export async function writeAiProfile(db: Db, companyId: string, profile: AiProfileSeed, now: Date): Promise<void> {
  for (const s of profile.systems) {
    await db.aiSystem.create({
      data: {
        companyId,
        name: s.name,
        kind: s.kind,
        riskTier: s.riskTier,
        isAgent: s.isAgent ?? false,
        createdAt: new Date(now.getTime() - 120 * DAY),
        screenings: {
          create: (s.screenings ?? []).map((g) => ({ screenedAt: new Date(now.getTime() - g.hoursAgo * HOUR), risk: g.risk })),
        },
        assessments: {
          create: (s.assessments ?? []).map((a) => ({ framework: a.framework, assessedAt: new Date(now.getTime() - a.daysAgo * DAY) })),
        },
      },
    });
  }
  await db.governanceFramework.createMany({ data: profile.frameworks.map((f) => ({ companyId, ...f })) });
  await db.company.update({ where: { id: companyId }, data: { aiHighlights: profile.highlights } });
}
