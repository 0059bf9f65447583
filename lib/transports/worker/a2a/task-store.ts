// The A2A SDK's TaskStore on the A2ATask table. Every read and write is scoped to the caller (the OAuth
// token's subject, carried as the SDK's user name): another subject's task is simply not found. A task
// is kept 24 hours from creation; expired tasks are filtered on every read, so correctness does not
// wait for the sweep that deletes them (sweep-expired-tasks.ts).
import { Task, type ListTasksRequest, type ListTasksResponse } from "@a2a-js/sdk";
import type { ServerCallContext, TaskStore } from "@a2a-js/sdk/server";
import { TaskState } from "@a2a-js/sdk";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";

export const TASK_RETENTION_MS = 24 * 60 * 60 * 1000;
const CANCELED = TaskState[TaskState.TASK_STATE_CANCELED];
const DEFAULT_PAGE = 50;
const MAX_PAGE = 100;

function ownerOf(context: ServerCallContext): string {
  const user = context.user;
  // The route builds every context from a verified token; anything else must never read or write a task.
  if (!user?.isAuthenticated || !user.userName) throw new Error("A2A task store used without an authenticated subject");
  return user.userName;
}

function skillOf(task: Task): string {
  const skill = task.metadata?.skill;
  return typeof skill === "string" ? skill.slice(0, 40) : "unknown";
}

export function stateName(state: TaskState | undefined): string {
  return TaskState[state ?? TaskState.TASK_STATE_UNSPECIFIED] ?? "TASK_STATE_UNSPECIFIED";
}

function encodePageToken(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString("base64url");
}

function decodePageToken(token: string): { createdAt: Date; id: string } | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as [string, string];
    const createdAt = new Date(at);
    return typeof id === "string" && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

export class PrismaTaskStore implements TaskStore {
  async save(task: Task, context: ServerCallContext): Promise<void> {
    const subject = ownerOf(context);
    const db = await getDb();
    const data = Task.toJSON(task) as object;
    const state = stateName(task.status?.state);
    // A cancelled task stays cancelled: the result of a run that finished after the cancel is not kept.
    const { count } = await db.a2ATask.updateMany({ where: { id: task.id, subject, state: { not: CANCELED } }, data: { data, state } });
    if (count === 1) return;
    if (await db.a2ATask.findFirst({ where: { id: task.id, subject }, select: { id: true } })) return;
    const now = clock().now();
    // A task id held by another subject fails here (primary key), never overwriting their task.
    await db.a2ATask.create({
      data: {
        id: task.id,
        subject,
        skill: skillOf(task),
        state,
        data,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TASK_RETENTION_MS),
      },
    });
  }

  async load(taskId: string, context: ServerCallContext): Promise<Task | undefined> {
    const subject = ownerOf(context);
    const db = await getDb();
    const row = await db.a2ATask.findFirst({ where: { id: taskId, subject, expiresAt: { gt: clock().now() } } });
    return row ? Task.fromJSON(row.data) : undefined;
  }

  async list(params: ListTasksRequest, context: ServerCallContext): Promise<ListTasksResponse> {
    const subject = ownerOf(context);
    const db = await getDb();
    const pageSize = Math.min(Math.max(params.pageSize ?? DEFAULT_PAGE, 1), MAX_PAGE);
    const where = {
      subject,
      expiresAt: { gt: clock().now() },
      ...(params.contextId ? { data: { path: ["contextId"], equals: params.contextId } } : {}),
      ...(params.status ? { state: stateName(params.status) } : {}),
    };
    const after = params.pageToken ? decodePageToken(params.pageToken) : null;
    const page = await db.a2ATask.findMany({
      where: after
        ? { ...where, OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: pageSize + 1,
    });
    const totalSize = await db.a2ATask.count({ where });
    const rows = page.slice(0, pageSize);
    const tasks = rows.map((r) => {
      const task = Task.fromJSON(r.data);
      if (!params.includeArtifacts) task.artifacts = [];
      if (params.historyLength !== undefined) task.history = params.historyLength > 0 ? task.history.slice(-params.historyLength) : [];
      return task;
    });
    const last = rows.at(-1);
    return { tasks, nextPageToken: page.length > pageSize && last ? encodePageToken(last.createdAt, last.id) : "", pageSize, totalSize };
  }
}
