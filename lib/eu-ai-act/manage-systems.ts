// A workspace's AI systems: create, read, update, archive, subscribe, re-classify. Every query is scoped
// by the credential's workspace inside its `where`; another workspace's id is simply not found (null).
// Creating or changing the answers classifies the system against the current rule set.
import type { Db } from "@/lib/platform/db/client";
import type { Prisma } from "@/lib/platform/db/generated/client";
import { clock } from "@/lib/platform/clock";
import { EU_DETAIL_FIELDS, EU_QUESTIONS, EU_QUESTION_NAMES, type ClassificationTrigger } from "@/lib/vocabulary/eu-ai-act";
import {
  latestClassification,
  presentClassification,
  recordClassification,
  type StoredClassification,
} from "@/lib/eu-ai-act/record-classification";
import { currentRuleSet } from "@/lib/eu-ai-act/rule-set-store";
import type { Answers } from "@/lib/eu-ai-act/rule-set";

export type SystemInput = { name?: string } & Partial<Record<string, string | number | undefined>>;

export interface Actor {
  workspaceId: string;
  /** `<kind>:<id>` of the credential, as the audit log names it. */
  credential: string;
}

type SystemRow = {
  id: string;
  workspaceId: string;
  name: string;
  details: unknown;
  answers: unknown;
  subscribed: boolean;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function presentSystem(row: SystemRow, classification: StoredClassification | null, currentVersion: number) {
  return {
    id: row.id,
    name: row.name,
    details: row.details as Record<string, string>,
    answers: row.answers as Answers,
    subscribed: row.subscribed,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    classification,
    current_rule_set_version: currentVersion,
  };
}
export type PresentedSystem = ReturnType<typeof presentSystem>;

/** Merges submitted answers into the stored ones: absent keeps, "unknown" clears, numbers arrive as numbers or text. */
export function mergeInput(prev: { answers: Answers; details: Record<string, string> }, input: SystemInput) {
  const answers: Answers = { ...prev.answers };
  for (const q of EU_QUESTION_NAMES) {
    const v = input[q];
    if (v === undefined) continue;
    if (v === "unknown") delete answers[q];
    else answers[q] = EU_QUESTIONS[q].choices === "number" ? Number(v) : String(v);
  }
  const details = { ...prev.details };
  for (const f of EU_DETAIL_FIELDS) {
    const v = input[f];
    if (v === undefined) continue;
    if (String(v).trim() === "") delete details[f];
    else details[f] = String(v).trim();
  }
  return { answers, details };
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

export async function findSystem(db: Db, workspaceId: string, id: string): Promise<SystemRow | null> {
  return db.euSystem.findFirst({ where: { id, workspaceId } });
}

export async function readSystem(db: Db, workspaceId: string, id: string): Promise<PresentedSystem | null> {
  const row = await findSystem(db, workspaceId, id);
  if (!row) return null;
  const set = await currentRuleSet(db);
  return presentSystem(row, await latestClassification(db, row.id), set.version);
}

export async function listSystems(db: Db, workspaceId: string, { includeArchived = false } = {}): Promise<PresentedSystem[]> {
  const set = await currentRuleSet(db);
  const rows = await db.euSystem.findMany({
    where: { workspaceId, ...(includeArchived ? {} : { archivedAt: null }) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 500,
  });
  const latest = await db.euClassification.findMany({
    where: { systemId: { in: rows.map((r) => r.id) } },
    orderBy: { seq: "desc" },
    distinct: ["systemId"],
  });
  const bySystem = new Map(latest.map((c) => [c.systemId, presentClassification(c)]));
  return rows.map((r) => presentSystem(r, bySystem.get(r.id) ?? null, set.version));
}

export async function createSystem(db: Db, actor: Actor, input: SystemInput & { name: string }): Promise<PresentedSystem> {
  const now = clock().now();
  const set = await currentRuleSet(db);
  const { answers, details } = mergeInput({ answers: {}, details: {} }, input);
  const { row, classification } = await db.$transaction(async (tx) => {
    const row = await tx.euSystem.create({
      data: {
        workspaceId: actor.workspaceId,
        name: input.name,
        details: json(details),
        answers: json(answers),
        createdAt: now,
        updatedAt: now,
      },
    });
    return { row, classification: await recordClassification(tx, row, set, "submitted", now) };
  });
  return presentSystem(row, classification, set.version);
}

export async function updateSystem(db: Db, actor: Actor, id: string, input: SystemInput): Promise<PresentedSystem | null> {
  const row = await findSystem(db, actor.workspaceId, id);
  if (!row) return null;
  const now = clock().now();
  const set = await currentRuleSet(db);
  const { answers, details } = mergeInput({ answers: row.answers as Answers, details: row.details as Record<string, string> }, input);
  const result = await db.$transaction(async (tx) => {
    const updated = await tx.euSystem.update({
      where: { id: row.id },
      data: { name: input.name ?? row.name, answers: json(answers), details: json(details), updatedAt: now },
    });
    return { updated, classification: await recordClassification(tx, updated, set, "submitted", now) };
  });
  return presentSystem(result.updated, result.classification, set.version);
}

export async function archiveSystem(db: Db, actor: Actor, id: string): Promise<PresentedSystem | null> {
  const row = await findSystem(db, actor.workspaceId, id);
  if (!row) return null;
  const now = clock().now();
  const updated = await db.euSystem.update({
    where: { id: row.id },
    data: { archivedAt: row.archivedAt ?? now, subscribed: false, updatedAt: now },
  });
  const set = await currentRuleSet(db);
  return presentSystem(updated, await latestClassification(db, row.id), set.version);
}

export async function setSubscription(db: Db, actor: Actor, id: string, subscribed: boolean): Promise<PresentedSystem | null> {
  const row = await findSystem(db, actor.workspaceId, id);
  if (!row) return null;
  const updated = await db.euSystem.update({
    where: { id: row.id },
    data: { subscribed: subscribed && row.archivedAt === null, updatedAt: clock().now() },
  });
  const set = await currentRuleSet(db);
  return presentSystem(updated, await latestClassification(db, row.id), set.version);
}

export async function classifyAgain(
  db: Db,
  actor: Actor,
  id: string,
  trigger: ClassificationTrigger = "requested",
): Promise<StoredClassification | null> {
  const row = await findSystem(db, actor.workspaceId, id);
  if (!row) return null;
  return recordClassification(db, row, await currentRuleSet(db), trigger, clock().now());
}

export async function classificationHistory(db: Db, workspaceId: string, id: string): Promise<StoredClassification[] | null> {
  const row = await findSystem(db, workspaceId, id);
  if (!row) return null;
  const rows = await db.euClassification.findMany({ where: { systemId: row.id, workspaceId }, orderBy: { seq: "desc" }, take: 100 });
  return rows.map(presentClassification);
}
