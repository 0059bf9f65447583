// CancelTask while a skill is still running in this instance: the SDK's request handler calls the
// executor's cancelTask with the task's own event bus. The cancel ends the task at once, and the run,
// when its read returns, publishes nothing more (no artifact, no second terminal state). Driven with the
// SDK's own event bus and request context; the cancel is issued before the skill's read can return,
// which holds on any machine (the run cannot resume before the calling code yields).
import { randomUUID } from "node:crypto";
import { Role, TaskState } from "@a2a-js/sdk";
import { AgentEvent, DefaultExecutionEventBus, RequestContext, ServerCallContext, type AgentExecutionEvent } from "@a2a-js/sdk/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TrustAgentExecutor } from "@/lib/transports/worker/a2a/executor";
import { startApp, type TestApp } from "@/tests/helpers/app";

// The served app's configuration and database, which the skills read.
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

type Published = ReturnType<(typeof AgentEvent)[keyof typeof AgentEvent]>;

function started(skill: Record<string, unknown>) {
  const taskId = randomUUID();
  const contextId = randomUUID();
  const message = {
    messageId: randomUUID(),
    taskId,
    contextId,
    role: Role.ROLE_USER,
    parts: [{ content: { $case: "data" as const, value: skill }, mediaType: "application/json", filename: "", metadata: undefined }],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
  const ctx = new RequestContext(
    { tenant: "", message, configuration: undefined, metadata: undefined },
    taskId,
    contextId,
    new ServerCallContext(),
  );
  const bus = new DefaultExecutionEventBus();
  const events: Published[] = [];
  let finished = 0;
  bus.on("event", (e: AgentExecutionEvent) => events.push(e as Published));
  bus.on("finished", () => finished++);
  return { taskId, ctx, bus, events, finishedCount: () => finished };
}

const states = (events: Published[]) =>
  events.map((e) => (e.kind === "task" ? e.data.status?.state : e.kind === "statusUpdate" ? e.data.status?.state : e.kind));

describe("CancelTask of a task running in this instance", () => {
  it("ends the task as cancelled, and the run's late result is not published", async () => {
    const executor = new TrustAgentExecutor();
    const run = started({ skill: "company_record", company: "lumen-analytics" });
    const running = executor.execute(run.ctx, run.bus);
    // The skill's read has not returned yet: the task is working.
    expect(states(run.events)).toEqual([TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING]);
    await executor.cancelTask(run.taskId, run.bus);
    await running;
    expect(states(run.events)).toEqual([TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING, TaskState.TASK_STATE_CANCELED]);
    expect(run.events.some((e) => e.kind === "artifactUpdate")).toBe(false);
    expect(run.finishedCount()).toBe(1);
  });

  it("the same run, not cancelled, completes with its artifact", async () => {
    const executor = new TrustAgentExecutor();
    const run = started({ skill: "company_record", company: "lumen-analytics" });
    await executor.execute(run.ctx, run.bus);
    expect(states(run.events)).toEqual([
      TaskState.TASK_STATE_SUBMITTED,
      TaskState.TASK_STATE_WORKING,
      "artifactUpdate",
      TaskState.TASK_STATE_COMPLETED,
    ]);
    expect(run.finishedCount()).toBe(1);
  });
});
