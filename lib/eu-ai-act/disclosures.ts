// Article 50 disclosures of one system: for each transparency duty its current classification applies,
// the company's declared text when it wrote one (origin company-declared), else the service's draft
// (origin generated). A declaration the company chose to show publicly appears in its AI profile.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import type { DisclosureDuty } from "@/lib/vocabulary/eu-ai-act";
import { DISCLOSURE_TEMPLATES } from "@/lib/eu-ai-act/disclosure-templates";
import type { Actor } from "@/lib/eu-ai-act/manage-systems";
import { findSystem } from "@/lib/eu-ai-act/manage-systems";
import { latestClassification } from "@/lib/eu-ai-act/record-classification";

export interface DisclosureView {
  duty: DisclosureDuty;
  article: string;
  title: string;
  placement: string;
  text: string;
  origin: "generated" | "company-declared";
  show_publicly: boolean;
  applies: boolean;
  updated_at: string | null;
}

async function applicableDuties(db: Db, systemId: string): Promise<DisclosureDuty[]> {
  const current = await latestClassification(db, systemId);
  return [...new Set((current?.findings ?? []).flatMap((f) => (f.status === "applies" && f.disclosure ? [f.disclosure] : [])))];
}

export async function listDisclosures(db: Db, workspaceId: string, systemId: string): Promise<DisclosureView[] | null> {
  const system = await findSystem(db, workspaceId, systemId);
  if (!system) return null;
  const duties = await applicableDuties(db, system.id);
  const declared = await db.euDisclosure.findMany({ where: { systemId: system.id, workspaceId } });
  const byDuty = new Map(declared.map((d) => [d.duty as DisclosureDuty, d]));
  // Declarations for duties that no longer apply stay listed (applies: false) so nothing the company wrote vanishes.
  const all = [...new Set<DisclosureDuty>([...duties, ...byDuty.keys()])];
  return all.map((duty) => {
    const t = DISCLOSURE_TEMPLATES[duty];
    const d = byDuty.get(duty);
    return {
      duty,
      article: t.article,
      title: t.title,
      placement: t.placement,
      text: d?.text ?? t.draft(system.name),
      origin: d ? "company-declared" : "generated",
      show_publicly: d?.showPublicly ?? false,
      applies: duties.includes(duty),
      updated_at: d?.updatedAt.toISOString() ?? null,
    };
  });
}

export type DeclareResult =
  { kind: "not_found" } | { kind: "not_applicable"; duties: DisclosureDuty[] } | { kind: "ok"; disclosures: DisclosureView[] };

export async function declareDisclosure(
  db: Db,
  actor: Actor,
  systemId: string,
  duty: DisclosureDuty,
  input: { text: string; showPublicly: boolean },
): Promise<DeclareResult> {
  const system = await findSystem(db, actor.workspaceId, systemId);
  if (!system) return { kind: "not_found" };
  const duties = await applicableDuties(db, system.id);
  if (!duties.includes(duty)) return { kind: "not_applicable", duties };
  const now = clock().now();
  await db.euDisclosure.upsert({
    where: { systemId_duty: { systemId: system.id, duty } },
    create: {
      systemId: system.id,
      workspaceId: actor.workspaceId,
      duty,
      text: input.text,
      showPublicly: input.showPublicly,
      updatedBy: actor.credential,
      createdAt: now,
      updatedAt: now,
    },
    update: { text: input.text, showPublicly: input.showPublicly, updatedBy: actor.credential, updatedAt: now },
  });
  return { kind: "ok", disclosures: (await listDisclosures(db, actor.workspaceId, system.id))! };
}
