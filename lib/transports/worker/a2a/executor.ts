// The agent's executor: reads which skill a message asks for (a data part {"skill": ..., <argument>: ...}
// or `metadata.skill` with the argument as text), runs it, and records the answer as the task's artifact.
// A message the agent cannot act on ends in a failed task whose status message says why.
import { randomUUID } from "node:crypto";
import { Role, TaskState, type Message, type Part } from "@a2a-js/sdk";
import { AgentEvent, type AgentExecutor, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";
import { clock } from "@/lib/platform/clock";
import { checkArgument, skillDefinition, skillNames, SkillInputError } from "@/lib/transports/a2a/skills";

function textPart(text: string): Part {
  return { content: { $case: "text", value: text }, mediaType: "text/plain", filename: "", metadata: undefined };
}

function dataPart(data: Record<string, unknown>): Part {
  return { content: { $case: "data", value: data }, mediaType: "application/json", filename: "", metadata: undefined };
}

function agentMessage(taskId: string, contextId: string, text: string): Message {
  return {
    messageId: randomUUID(),
    taskId,
    contextId,
    role: Role.ROLE_AGENT,
    parts: [textPart(text)],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}

interface Request {
  skill: string | null;
  input: Record<string, unknown>;
  text: string | null;
}

function readRequest(message: Message): Request {
  let input: Record<string, unknown> = {};
  let text: string | null = null;
  for (const part of message.parts) {
    const c = part.content;
    if (c?.$case === "data" && c.value && typeof c.value === "object" && !Array.isArray(c.value))
      input = { ...input, ...(c.value as Record<string, unknown>) };
    if (c?.$case === "text" && text === null) text = c.value;
  }
  const named =
    typeof input.skill === "string" ? input.skill : typeof message.metadata?.skill === "string" ? (message.metadata.skill as string) : null;
  return { skill: named, input, text };
}

export class TrustAgentExecutor implements AgentExecutor {
  // Each task this instance is running: its context (for the cancel event) and whether it was cancelled.
  private readonly running = new Map<string, { contextId: string; cancelled: boolean }>();

  async execute(ctx: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const { taskId, contextId } = ctx;
    const run = { contextId, cancelled: false };
    this.running.set(taskId, run);
    try {
      await this.run(ctx, bus, () => run.cancelled);
    } finally {
      this.running.delete(taskId);
    }
  }

  private async run(ctx: RequestContext, bus: ExecutionEventBus, cancelled: () => boolean): Promise<void> {
    const { taskId, contextId, userMessage } = ctx;
    const request = readRequest(userMessage);
    const status = (state: TaskState, text?: string) => ({
      state,
      message: text ? agentMessage(taskId, contextId, text) : undefined,
      timestamp: clock().now().toISOString(),
    });
    if (!ctx.task) {
      bus.publish(
        AgentEvent.task({
          id: taskId,
          contextId,
          status: status(TaskState.TASK_STATE_SUBMITTED),
          artifacts: [],
          history: [userMessage],
          metadata: { skill: request.skill ?? "unknown" },
        }),
      );
    }
    const skill = request.skill ? skillDefinition(request.skill) : null;
    if (!skill) {
      const which = request.skill ? `There is no skill \`${request.skill}\`.` : "The message names no skill.";
      bus.publish(
        AgentEvent.statusUpdate({
          taskId,
          contextId,
          status: status(TaskState.TASK_STATE_FAILED, `${which} Name one of: ${skillNames().join(", ")} (a data part {"skill": "..."}).`),
          metadata: undefined,
        }),
      );
      bus.finished();
      return;
    }
    bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_WORKING), metadata: undefined }));
    try {
      const argument = checkArgument(skill, request.input[skill.argument] ?? request.text);
      const result = await skill.run(argument);
      // Cancelled while the skill ran: the cancel already ended the task; its result is not published.
      if (cancelled()) return;
      bus.publish(
        AgentEvent.artifactUpdate({
          taskId,
          contextId,
          artifact: {
            artifactId: randomUUID(),
            name: skill.card.id,
            description: result.summary,
            parts: [dataPart(result.data), textPart(result.summary)],
            metadata: undefined,
            extensions: [],
          },
          append: false,
          lastChunk: true,
          metadata: undefined,
        }),
      );
      bus.publish(
        AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_COMPLETED, result.summary), metadata: undefined }),
      );
    } catch (err) {
      if (cancelled()) return;
      const message =
        err instanceof SkillInputError
          ? err.message
          : "The skill could not read the service's own record; retry later. This says nothing about the company.";
      bus.publish(
        AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_FAILED, message), metadata: undefined }),
      );
    }
    bus.finished();
  }

  async cancelTask(taskId: string, bus: ExecutionEventBus): Promise<void> {
    // A skill is one read that cannot be interrupted halfway: the cancel ends the task now, and the run,
    // when its read returns, publishes nothing more. (A task another instance runs is cancelled in the
    // store, which keeps a cancelled task cancelled: task-store.ts.)
    const run = this.running.get(taskId);
    if (run) run.cancelled = true;
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId: run?.contextId ?? "",
        status: { state: TaskState.TASK_STATE_CANCELED, message: undefined, timestamp: clock().now().toISOString() },
        metadata: undefined,
      }),
    );
    bus.finished();
  }
}
