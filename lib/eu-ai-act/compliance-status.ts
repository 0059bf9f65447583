// Compliance status of one system: every obligation its current classification points to, with the date
// it applies from and what the company marked (met or unmet, evidence links, when). An obligation nobody
// marked reads `unmet` with `marked_by_company: false`: the service never marks anything met on its own.
import type { Db } from "@/lib/platform/db/client";
import { clock } from "@/lib/platform/clock";
import { findSystem, type Actor } from "@/lib/eu-ai-act/manage-systems";
import { obligationsFor } from "@/lib/eu-ai-act/obligations";
import { latestClassification } from "@/lib/eu-ai-act/record-classification";
import { ruleSetVersion } from "@/lib/eu-ai-act/rule-set-store";
import type { Answers } from "@/lib/eu-ai-act/rule-set";

export const STATUS_NOTE =
  "Each obligation is met or unmet only as your company marked it, with your evidence links. The service never " +
  "marks an obligation met, assesses conformity or certifies anything, and does not register conformity marks.";

export interface ObligationStatusView {
  obligation_id: string;
  article: string;
  text: string;
  role: "provider" | "deployer" | "any";
  applies_from: string;
  rule_ids: string[];
  state: "met" | "unmet";
  marked_by_company: boolean;
  evidence_links: string[];
  note: string | null;
  updated_at: string | null;
}

export interface StatusView {
  system_id: string;
  rule_set_version: number | null;
  met: number;
  unmet: number;
  obligations: ObligationStatusView[];
  note: string;
}

export async function readStatus(db: Db, workspaceId: string, systemId: string): Promise<StatusView | null> {
  const system = await findSystem(db, workspaceId, systemId);
  if (!system) return null;
  const current = await latestClassification(db, system.id);
  const set = current ? await ruleSetVersion(db, current.rule_set_version) : null;
  const obligations = current && set ? obligationsFor(current, set, system.answers as Answers) : [];
  const marks = new Map(
    (await db.euObligationStatus.findMany({ where: { systemId: system.id, workspaceId } })).map((m) => [m.obligationId, m]),
  );
  const rows: ObligationStatusView[] = obligations.map((o) => {
    const m = marks.get(o.id);
    return {
      obligation_id: o.id,
      article: o.article,
      text: o.text,
      role: o.role,
      applies_from: o.applies_from,
      rule_ids: o.rule_ids,
      state: m?.state === "met" ? "met" : "unmet",
      marked_by_company: Boolean(m),
      evidence_links: m?.evidenceLinks ?? [],
      note: m?.note ?? null,
      updated_at: m?.updatedAt.toISOString() ?? null,
    };
  });
  const met = rows.filter((r) => r.state === "met").length;
  return {
    system_id: system.id,
    rule_set_version: current?.rule_set_version ?? null,
    met,
    unmet: rows.length - met,
    obligations: rows,
    note: STATUS_NOTE,
  };
}

export type MarkResult = { kind: "not_found" } | { kind: "not_applicable" } | { kind: "ok"; status: StatusView };

export async function markObligation(
  db: Db,
  actor: Actor,
  systemId: string,
  obligationId: string,
  input: { state: "met" | "unmet"; evidenceLinks: string[]; note: string | null },
): Promise<MarkResult> {
  const status = await readStatus(db, actor.workspaceId, systemId);
  if (!status) return { kind: "not_found" };
  if (!status.obligations.some((o) => o.obligation_id === obligationId)) return { kind: "not_applicable" };
  const now = clock().now();
  await db.euObligationStatus.upsert({
    where: { systemId_obligationId: { systemId, obligationId } },
    create: {
      systemId,
      workspaceId: actor.workspaceId,
      obligationId,
      state: input.state,
      evidenceLinks: input.evidenceLinks,
      note: input.note,
      updatedBy: actor.credential,
      updatedAt: now,
    },
    update: { state: input.state, evidenceLinks: input.evidenceLinks, note: input.note, updatedBy: actor.credential, updatedAt: now },
  });
  return { kind: "ok", status: (await readStatus(db, actor.workspaceId, systemId))! };
}
