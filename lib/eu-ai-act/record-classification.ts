// Classifies one system against a rule set and stores the result with its differences from the last
// classification: the system's change history is the list of these rows.
import type { Prisma } from "@/lib/platform/db/generated/client";
import type { Db } from "@/lib/platform/db/client";
import type { ClassificationTrigger } from "@/lib/vocabulary/eu-ai-act";
import { classifySystem, type Classification, type Finding } from "@/lib/eu-ai-act/classify-system";
import { diffClassifications, type ClassificationDifferences } from "@/lib/eu-ai-act/diff-classifications";
import type { Answers, RuleSet } from "@/lib/eu-ai-act/rule-set";

type Tx = Db | Prisma.TransactionClient;

export interface StoredClassification extends Classification {
  id: string;
  trigger: ClassificationTrigger;
  classified_at: string;
  differences: ClassificationDifferences;
}

export function presentClassification(row: {
  id: string;
  ruleSetVersion: number;
  trigger: string;
  tier: string;
  findings: unknown;
  differences: unknown;
  createdAt: Date;
}): StoredClassification {
  const findings = row.findings as Finding[];
  return {
    id: row.id,
    rule_set_version: row.ruleSetVersion,
    tier: row.tier as Classification["tier"],
    findings,
    open_questions: [...new Set(findings.flatMap((f) => f.needs))],
    trigger: row.trigger as ClassificationTrigger,
    classified_at: row.createdAt.toISOString(),
    differences: row.differences as ClassificationDifferences,
  };
}

export async function latestClassification(db: Tx, systemId: string): Promise<StoredClassification | null> {
  const row = await db.euClassification.findFirst({ where: { systemId }, orderBy: { seq: "desc" } });
  return row ? presentClassification(row) : null;
}

export async function recordClassification(
  db: Tx,
  system: { id: string; workspaceId: string; answers: unknown },
  set: RuleSet,
  trigger: ClassificationTrigger,
  now: Date,
): Promise<StoredClassification> {
  const next = classifySystem(system.answers as Answers, set);
  const differences = diffClassifications(await latestClassification(db, system.id), next);
  const row = await db.euClassification.create({
    data: {
      systemId: system.id,
      workspaceId: system.workspaceId,
      ruleSetVersion: set.version,
      trigger,
      tier: next.tier,
      findings: next.findings as unknown as Prisma.InputJsonValue,
      differences: differences as unknown as Prisma.InputJsonValue,
      createdAt: now,
    },
  });
  return presentClassification(row);
}
