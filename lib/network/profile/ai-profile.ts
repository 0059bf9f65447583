// aiProfile of the worker profile (spec 2.2): what the company declared about its AI systems, counted.
import type { Db } from "@/lib/platform/db/client";
import { publicDeclarations } from "@/lib/eu-ai-act/public-declarations";
import { AI_RISK_TIERS, AI_SYSTEM_KINDS } from "@/lib/vocabulary/fact-categories";

const RISK_TIERS = AI_RISK_TIERS;
const KINDS = AI_SYSTEM_KINDS;
/** A guard counts as active while its latest screening is this recent. */
export const GUARD_ACTIVE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AiProfile {
  systemsTotal: number;
  byRiskTier: Record<string, number>;
  byKind: Record<string, number>;
  agents: number;
  guard: { active: boolean; lastScreenedAt: number | null; lastRisk: string | null };
  governance: { frameworks: { name: string; satisfied: number; total: number }[]; assessments: number };
  highlights: string[];
  hasAi: boolean;
}

export async function aiProfile(
  db: Db,
  company: { id: string; aiHighlights: string[]; workspaceId?: string | null },
  now: Date,
): Promise<AiProfile> {
  const [systems, frameworks, assessments, lastScreening, declarations] = await Promise.all([
    db.aiSystem.findMany({ where: { companyId: company.id }, select: { kind: true, riskTier: true, isAgent: true } }),
    db.governanceFramework.findMany({
      where: { companyId: company.id },
      select: { name: true, satisfied: true, total: true },
      orderBy: { name: "asc" },
    }),
    db.aiAssessment.count({ where: { aiSystem: { companyId: company.id } } }),
    db.guardScreening.findFirst({
      where: { aiSystem: { companyId: company.id } },
      orderBy: { screenedAt: "desc" },
      select: { screenedAt: true, risk: true },
    }),
    // issue 22: EU AI Act disclosures the company chose to show publicly (its own declarations).
    company.workspaceId ? publicDeclarations(db, company.workspaceId) : Promise.resolve([]),
  ]);
  const byRiskTier: Record<string, number> = Object.fromEntries(RISK_TIERS.map((t) => [t, 0]));
  const byKind: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
  for (const s of systems) {
    const tier = (RISK_TIERS as readonly string[]).includes(s.riskTier) ? s.riskTier : "unclassified";
    byRiskTier[tier] += 1;
    byKind[s.kind] = (byKind[s.kind] ?? 0) + 1;
  }
  const lastScreenedAt = lastScreening?.screenedAt.getTime() ?? null;
  return {
    systemsTotal: systems.length,
    byRiskTier,
    byKind,
    agents: systems.filter((s) => s.isAgent || s.kind === "agent").length,
    guard: {
      active: lastScreenedAt !== null && now.getTime() - lastScreenedAt <= GUARD_ACTIVE_MS,
      lastScreenedAt,
      lastRisk: lastScreening?.risk ?? null,
    },
    governance: { frameworks, assessments },
    highlights: [...company.aiHighlights, ...declarations],
    hasAi: systems.length > 0,
  };
}
