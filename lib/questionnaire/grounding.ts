// What a workspace's answers may be grounded in: its approved knowledge-base entries and the witnessed facts
// of its own companies (with the date of the reading that last observed them). Scoped by workspace id in
// every query: the workspace comes from the credential, never from the request.
import type { Db } from "@/lib/platform/db/client";

export interface KnowledgeItem {
  id: string;
  question: string;
  answer: string;
  control: string | null;
}

export interface EvidenceItem {
  id: string;
  category: string;
  label: string;
  value: string;
  witnessedAt: Date | null;
}

export interface Grounding {
  workspaceName: string;
  knowledge: KnowledgeItem[];
  evidence: EvidenceItem[];
}

export async function loadGrounding(db: Db, workspaceId: string): Promise<Grounding> {
  const [workspace, knowledge, facts] = await Promise.all([
    db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true } }),
    db.knowledgeEntry.findMany({
      where: { workspaceId, status: "approved" },
      select: { id: true, question: true, answer: true, control: true },
      orderBy: { updatedAt: "desc" },
    }),
    db.fact.findMany({
      where: { origin: "witnessed", value: { not: "" }, company: { workspaceId } },
      select: { id: true, category: true, label: true, value: true, company: { select: { lastWitnessedAt: true } } },
    }),
  ]);
  return {
    workspaceName: workspace.name,
    knowledge,
    evidence: facts.map((f) => ({
      id: f.id,
      category: f.category,
      label: f.label,
      value: f.value,
      witnessedAt: f.company.lastWitnessedAt,
    })),
  };
}
