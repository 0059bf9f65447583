// The A2A agent driven by the A2A SDK's own client, with DPoP-bound tokens from the real OAuth flow:
// the Agent Card, SendMessage for each skill the card names, GetTask and ListTasks scoped to the token's
// subject, CancelTask, and tasks older than 24 hours gone.
import { randomUUID } from "node:crypto";
import { AgentCard, Role, TaskState, type Message, type Task } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions, DefaultAgentCardResolver, JsonRpcTransportFactory, type Client } from "@a2a-js/sdk/client";
import { LegacyJsonRpcTransport } from "@a2a-js/sdk/compat/v0_3/client";
import * as dpopLib from "dpop";
import { generateKeyPair } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrateAll } from "@/lib/statement-log/integrate";
import { sweepExpiredTasks } from "@/lib/transports/a2a/sweep-expired-tasks";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { loopbackFetch } from "@/tests/helpers/client";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { confirmedAccount } from "@/tests/auth/support";
import { CookieJar, discover, obtainToken, register } from "@/tests/oauth/support";

let app: TestApp;
let a2a: string;

interface Agent {
  client: Client;
  subject: string;
  /** The SDK's A2A 0.3 JSON-RPC transport (method names `message/send`, `tasks/get`, `tasks/cancel`) on the same token. */
  legacy: LegacyJsonRpcTransport;
}

/** An A2A SDK client whose fetch adds the DPoP-bound token and a fresh proof to every call of the endpoint. */
async function agentFor(tag: string): Promise<Agent> {
  const as = await discover(app);
  const account = await confirmedAccount(app, tag);
  const flow = { as, client: await register(as, `${tag} agent`), jar: new CookieJar(), account };
  const keyPair = (await generateKeyPair("ES256", { extractable: true })) as CryptoKeyPair;
  const { accessToken } = await obtainToken(app, flow, a2a, oauth.DPoP(flow.client, keyPair));
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.split("?")[0] !== a2a) return loopbackFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set("authorization", `DPoP ${accessToken}`);
    headers.set("dpop", await dpopLib.generateProof(keyPair, a2a, (init?.method ?? "GET").toUpperCase(), undefined, accessToken));
    return loopbackFetch(input, { ...init, headers });
  }) as typeof fetch;
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new JsonRpcTransportFactory({ fetchImpl })],
      cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
    }),
  );
  const user = await app.db.user.findUniqueOrThrow({ where: { email: account.email.toLowerCase() } });
  return {
    client: await factory.createFromUrl(app.apiUrl),
    subject: user.id,
    legacy: new LegacyJsonRpcTransport({ endpoint: a2a, fetchImpl }),
  };
}

function message(data: Record<string, unknown>): Message {
  return {
    messageId: randomUUID(),
    contextId: "",
    taskId: "",
    role: Role.ROLE_USER,
    parts: [{ content: { $case: "data", value: data }, mediaType: "application/json", filename: "", metadata: undefined }],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}

async function send(agent: Agent, data: Record<string, unknown>): Promise<Task> {
  const result = await agent.client.sendMessage({ tenant: "", message: message(data), configuration: undefined, metadata: undefined });
  expect("status" in result, "SendMessage returns a task").toBe(true);
  return result as Task;
}

function artifactData(task: Task): Record<string, any> {
  const part = task.artifacts[0]?.parts.find((p) => p.content?.$case === "data");
  expect(part, "a data part in the task's artifact").toBeDefined();
  return (part!.content as { value: Record<string, any> }).value;
}

let alice: Agent;
let bob: Agent;

beforeAll(async () => {
  app = await startApp();
  a2a = `${app.apiUrl}/a2a/v1`;
  [alice, bob] = [await agentFor("a2a-alice"), await agentFor("a2a-bob")];
});
afterAll(async () => {
  await app?.stop();
});

describe("Agent Card", () => {
  it("is served at {api_url}/.well-known/agent-card.json, valid for the SDK's AgentCard type", async () => {
    const res = await app.api.get("/.well-known/agent-card.json");
    expect(res.status).toBe(200);
    const card = AgentCard.fromJSON(res.body);
    // Round trip through the SDK's own codec loses nothing: the document is in its JSON form.
    expect(AgentCard.toJSON(card)).toEqual(res.body);
    expect(card.supportedInterfaces).toEqual([{ url: a2a, protocolBinding: "JSONRPC", protocolVersion: "1.0", tenant: "" }]);
    const scheme = card.securitySchemes.oauth?.scheme;
    expect(scheme?.$case).toBe("oauth2SecurityScheme");
    const oauth2 = scheme?.$case === "oauth2SecurityScheme" ? scheme.value : null;
    expect(oauth2?.oauth2MetadataUrl).toBe(`${app.baseUrl}/.well-known/oauth-authorization-server`);
    expect(oauth2?.flows?.flow).toMatchObject({
      $case: "authorizationCode",
      value: { authorizationUrl: `${app.baseUrl}/oauth/authorize`, tokenUrl: `${app.baseUrl}/oauth/token`, pkceRequired: true },
    });
    expect(card.skills.map((s) => s.id)).toEqual(["company_record", "verify_token", "ask"]);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("is what the SDK client resolved", async () => {
    const card = await alice.client.getAgentCard();
    expect(card.name).toBe("Public Trust Network agent");
  });
});

describe("SendMessage and the caller's tasks", () => {
  let found: Task;

  it("runs company_record for a published company", async () => {
    found = await send(alice, { skill: "company_record", company: "lumen-analytics" });
    expect(found.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const data = artifactData(found);
    expect(data.status).toBe("found");
    // The same record the public read serves (contract 2).
    const direct = await app.web.get("/api/network/profile?q=lumen-analytics&contract=2");
    expect(data.record).toMatchObject({
      found: true,
      slug: "lumen-analytics",
      contractVersion: 2,
      name: direct.body.name,
      canonicalUrl: direct.body.canonicalUrl,
    });
    const row = await app.db.a2ATask.findUniqueOrThrow({ where: { id: found.id } });
    expect(row.subject).toBe(alice.subject);
    expect(row.skill).toBe("company_record");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it("runs verify_token on the Trust Ledger Token the profile read hands out, and says why a damaged one fails", async () => {
    // The log's sequencer (a scheduled job in production) takes in the seeded statements first.
    await integrateAll(app.db);
    const token = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog.token;
    expect(token).toMatch(/.{40,}/);
    const valid = await send(alice, { skill: "verify_token", token });
    expect(valid.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(artifactData(valid)).toMatchObject({ outcome: "valid" });
    const damaged = await send(alice, { skill: "verify_token", token: token.slice(0, -4) });
    expect(damaged.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(artifactData(damaged).outcome).toBe("malformed");
    expect(artifactData(damaged).detail).toMatch(/\w+/);
  });

  it("runs ask from the fixed knowledge base with its source, and says so when a question is not in it", async () => {
    const answered = await send(alice, { skill: "ask", question: "Does the service score or rank companies?" });
    expect(answered.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(artifactData(answered)).toMatchObject({ status: "answered", provenance: "service", source: { entry: "boundary" } });
    const unknown = await send(alice, { skill: "ask", question: "What is the weather in Lisbon tomorrow?" });
    expect(artifactData(unknown)).toMatchObject({ status: "not_in_knowledge_base", answer: null, source: null });
  });

  it("answers company_record for an unknown company with not_found, and fails a task that names no known skill", async () => {
    const unknown = await send(alice, { skill: "company_record", company: "no-such-company.example" });
    expect(unknown.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(artifactData(unknown).status).toBe("not_found");
    const bad = await send(alice, { skill: "grade_company", company: "lumen-analytics" });
    expect(bad.status?.state).toBe(TaskState.TASK_STATE_FAILED);
    const text = bad.status?.message?.parts.find((p) => p.content?.$case === "text")?.content;
    expect(text).toMatchObject({ $case: "text", value: expect.stringContaining("company_record") });
    const noArg = await send(alice, { skill: "company_record" });
    expect(noArg.status?.state).toBe(TaskState.TASK_STATE_FAILED);
  });

  it("GetTask and ListTasks show the caller's own tasks, and a second subject sees none of them", async () => {
    const got = await alice.client.getTask({ tenant: "", id: found.id, historyLength: undefined });
    expect(got.id).toBe(found.id);
    expect(artifactData(got).status).toBe("found");
    const mine = await alice.client.listTasks({
      tenant: "",
      contextId: "",
      status: TaskState.TASK_STATE_UNSPECIFIED,
      pageSize: undefined,
      pageToken: "",
      historyLength: undefined,
      statusTimestampAfter: undefined,
      includeArtifacts: undefined,
    });
    expect(mine.tasks.map((t) => t.id)).toContain(found.id);
    expect(mine.totalSize).toBe(mine.tasks.length);

    const theirs = await bob.client.listTasks({
      tenant: "",
      contextId: "",
      status: TaskState.TASK_STATE_UNSPECIFIED,
      pageSize: undefined,
      pageToken: "",
      historyLength: undefined,
      statusTimestampAfter: undefined,
      includeArtifacts: undefined,
    });
    expect(theirs.tasks).toEqual([]);
    // Another subject's task is "not found", not "forbidden".
    await expect(bob.client.getTask({ tenant: "", id: found.id, historyLength: undefined })).rejects.toThrow(/not found/i);
    await expect(bob.client.cancelTask({ tenant: "", id: found.id, metadata: undefined })).rejects.toThrow(/not found/i);
  });

  it("CancelTask cancels a task that is still running, and refuses a finished one", async () => {
    const done = await send(bob, { skill: "company_record", company: "lumen-analytics" });
    await expect(bob.client.cancelTask({ tenant: "", id: done.id, metadata: undefined })).rejects.toThrow(/not cancelable/i);
    // A task another instance is still working on (the SDK's own state, stored as the task runs).
    const running = await send(bob, { skill: "company_record", company: "lumen-analytics" });
    const row = await app.db.a2ATask.findUniqueOrThrow({ where: { id: running.id } });
    const data = { ...(row.data as Record<string, any>), status: { state: "TASK_STATE_WORKING" }, artifacts: [] };
    await app.db.a2ATask.update({ where: { id: running.id }, data: { data, state: "TASK_STATE_WORKING" } });
    const canceled = await bob.client.cancelTask({ tenant: "", id: running.id, metadata: undefined });
    expect(canceled.status?.state).toBe(TaskState.TASK_STATE_CANCELED);
    expect((await bob.client.getTask({ tenant: "", id: running.id, historyLength: undefined })).status?.state).toBe(
      TaskState.TASK_STATE_CANCELED,
    );
  });

  it("a task older than 24 hours is gone: not readable at once, and deleted by the sweep", async () => {
    const old = await send(alice, { skill: "company_record", company: "lumen-analytics" });
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await app.db.a2ATask.update({
      where: { id: old.id },
      data: { createdAt: dayAndAnHourAgo, expiresAt: new Date(dayAndAnHourAgo.getTime() + 24 * 60 * 60 * 1000) },
    });
    await expect(alice.client.getTask({ tenant: "", id: old.id, historyLength: undefined })).rejects.toThrow(/not found/i);
    const list = await alice.client.listTasks({
      tenant: "",
      contextId: "",
      status: TaskState.TASK_STATE_UNSPECIFIED,
      pageSize: undefined,
      pageToken: "",
      historyLength: undefined,
      statusTimestampAfter: undefined,
      includeArtifacts: undefined,
    });
    expect(list.tasks.map((t) => t.id)).not.toContain(old.id);
    expect(await sweepExpiredTasks()).toBeGreaterThanOrEqual(1);
    expect(await app.db.a2ATask.findUnique({ where: { id: old.id } })).toBeNull();
    // Younger tasks stay.
    expect(await app.db.a2ATask.findUnique({ where: { id: found.id } })).not.toBeNull();
  });
});

let rawBearer: string;

describe("the JSON-RPC endpoint as docs/agents.md shows it", () => {
  let bearer: string;
  beforeAll(async () => {
    const as = await discover(app);
    const account = await confirmedAccount(app, "a2a-raw");
    bearer = (await obtainToken(app, { as, client: await register(as, "raw agent"), jar: new CookieJar(), account }, a2a)).accessToken;
    rawBearer = bearer;
  });

  it("answers docs/agents.md's SendMessage request (an unbound token as a bearer token)", async () => {
    const res = await app.api.post(
      "/a2a/v1",
      {
        jsonrpc: "2.0",
        id: 1,
        method: "SendMessage",
        params: {
          message: { messageId: "m1", role: "ROLE_USER", parts: [{ data: { skill: "company_record", company: "lumen-analytics" } }] },
        },
      },
      { authorization: `Bearer ${bearer}`, "a2a-version": "1.0" },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(1);
    expect(res.body.result.task.status.state).toBe("TASK_STATE_COMPLETED");
    expect(res.body.result.task.artifacts[0].parts[0].data).toMatchObject({ status: "found", company: "lumen-analytics" });
  });

  it(
    "answers a malformed request, an unknown method and a missing " + "A2A-Version with JSON-RPC errors, and streaming with unsupported",
    async () => {
      // Without A2A-Version a request is read as protocol 0.3 (A2A 1.0), which this agent does not serve.
      const unversioned = await app.api.post(
        "/a2a/v1",
        { jsonrpc: "2.0", id: 5, method: "ListTasks", params: {} },
        { authorization: `Bearer ${bearer}` },
      );
      expect(unversioned.status).toBe(200);
      expect(unversioned.body.error.code).toBe(-32009);
      expect(unversioned.body.error.message).toMatch(/0\.3/);
      const bad = await app.api.request("POST", "/a2a/v1", {
        rawBody: "{not json",
        headers: { authorization: `Bearer ${bearer}`, "a2a-version": "1.0", "content-type": "application/json" },
      });
      expect(bad.status).toBe(200);
      // The SDK reads it as a malformed request (its RequestMalformedError), with no id to answer to.
      expect(bad.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32602 } });
      expect(bad.body.error.message).toMatch(/JSON/);
      const unknown = await app.api.post(
        "/a2a/v1",
        { jsonrpc: "2.0", id: 2, method: "GradeCompany", params: {} },
        { authorization: `Bearer ${bearer}`, "a2a-version": "1.0" },
      );
      expect(unknown.body.error.code).toBe(-32601);
      const stream = await app.api.post(
        "/a2a/v1",
        {
          jsonrpc: "2.0",
          id: 3,
          method: "SendStreamingMessage",
          params: { message: { messageId: "m2", role: "ROLE_USER", parts: [{ text: "lumen-analytics" }] } },
        },
        { authorization: `Bearer ${bearer}`, "a2a-version": "1.0" },
      );
      expect(stream.status).toBe(200);
      expect(stream.body.error.message).toMatch(/[Ss]treaming/);
    },
  );

  it("refuses a body that is not JSON (415) and one over 64 KiB (413), naming the problem", async () => {
    const form = await app.api.request("POST", "/a2a/v1", {
      rawBody: "a=b",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe("unsupported_media_type");
    const big = await app.api.post(
      "/a2a/v1",
      { jsonrpc: "2.0", id: 4, method: "ListTasks", params: { pad: "x".repeat(70 * 1024) } },
      { authorization: `Bearer ${bearer}`, "a2a-version": "1.0" },
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toBe("payload_too_large");
  });
});

describe("the older A2A 0.3 method names, through the SDK's own 0.3 transport", () => {
  it("message/send runs a skill and tasks/get reads the task back, with the same store and subject scoping", async () => {
    const sent = await alice.legacy.sendMessage({
      tenant: "",
      message: message({ skill: "company_record", company: "lumen-analytics" }),
      configuration: undefined,
      metadata: undefined,
    });
    expect("status" in sent, "message/send returns a task").toBe(true);
    const task = sent as Task;
    expect(task.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(artifactData(task)).toMatchObject({ status: "found", company: "lumen-analytics" });
    const row = await app.db.a2ATask.findUniqueOrThrow({ where: { id: task.id } });
    expect(row.subject).toBe(alice.subject);
    const got = await alice.legacy.getTask({ tenant: "", id: task.id, historyLength: undefined });
    expect(got.id).toBe(task.id);
    expect(artifactData(got).status).toBe("found");
    // The 1.0 names see the same task; another subject does not, under either name.
    expect((await alice.client.getTask({ tenant: "", id: task.id, historyLength: undefined })).id).toBe(task.id);
    await expect(bob.legacy.getTask({ tenant: "", id: task.id, historyLength: undefined })).rejects.toThrow(/not found/i);
    await expect(bob.legacy.cancelTask({ tenant: "", id: task.id, metadata: undefined })).rejects.toThrow(/not found/i);
  });

  it("tasks/cancel cancels a task still running and refuses a finished one", async () => {
    const done = (await bob.legacy.sendMessage({
      tenant: "",
      message: message({ skill: "ask", question: "Does the service score companies?" }),
      configuration: undefined,
      metadata: undefined,
    })) as Task;
    await expect(bob.legacy.cancelTask({ tenant: "", id: done.id, metadata: undefined })).rejects.toThrow(/not cancelable/i);
    const running = await send(bob, { skill: "company_record", company: "lumen-analytics" });
    const row = await app.db.a2ATask.findUniqueOrThrow({ where: { id: running.id } });
    await app.db.a2ATask.update({
      where: { id: running.id },
      data: {
        data: { ...(row.data as Record<string, any>), status: { state: "TASK_STATE_WORKING" }, artifacts: [] },
        state: "TASK_STATE_WORKING",
      },
    });
    const canceled = await bob.legacy.cancelTask({ tenant: "", id: running.id, metadata: undefined });
    expect(canceled.status?.state).toBe(TaskState.TASK_STATE_CANCELED);
    expect((await app.db.a2ATask.findUniqueOrThrow({ where: { id: running.id } })).state).toBe("TASK_STATE_CANCELED");
  });

  it("answers the 0.3 wire form without an A2A-Version header", async () => {
    const res = await app.api.post(
      "/a2a/v1",
      {
        jsonrpc: "2.0",
        id: 11,
        method: "message/send",
        params: {
          message: {
            kind: "message",
            messageId: "legacy-1",
            role: "user",
            parts: [{ kind: "data", data: { skill: "ask", question: "How do I verify a vendor?" } }],
          },
        },
      },
      { authorization: `Bearer ${rawBearer}` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 11, result: { kind: "task", status: { state: "completed" } } });
    const got = await app.api.post(
      "/a2a/v1",
      { jsonrpc: "2.0", id: 12, method: "tasks/get", params: { id: res.body.result.id } },
      { authorization: `Bearer ${rawBearer}` },
    );
    expect(got.body).toMatchObject({ id: 12, result: { kind: "task", id: res.body.result.id, status: { state: "completed" } } });
    const stream = await app.api.post(
      "/a2a/v1",
      {
        jsonrpc: "2.0",
        id: 13,
        method: "message/stream",
        params: { message: { kind: "message", messageId: "legacy-2", role: "user", parts: [{ kind: "text", text: "hello" }] } },
      },
      { authorization: `Bearer ${rawBearer}` },
    );
    expect(stream.status).toBe(200);
    expect(stream.body.error.message).toMatch(/streaming/i);
  });
});

describe("when the store fails", () => {
  it(
    "a task the store cannot keep is a JSON-RPC internal error; a token " +
      "whose grant cannot be read is a 500 internal_error, never a pass",
    async () => {
      const lost = await withTableOffline(app.db, "A2ATask", () =>
        app.api.post(
          "/a2a/v1",
          {
            jsonrpc: "2.0",
            id: 7,
            method: "SendMessage",
            params: {
              message: { messageId: "m7", role: "ROLE_USER", parts: [{ data: { skill: "company_record", company: "lumen-analytics" } }] },
            },
          },
          { authorization: `Bearer ${rawBearer}`, "a2a-version": "1.0" },
        ),
      );
      expect(lost.status).toBe(200);
      expect(lost.body.error.code).toBe(-32603);
      const unread = await withTableOffline(app.db, "OidcPayload", () =>
        app.api.post(
          "/a2a/v1",
          { jsonrpc: "2.0", id: 8, method: "ListTasks", params: {} },
          { authorization: `Bearer ${rawBearer}`, "a2a-version": "1.0" },
        ),
      );
      expect(unread.status).toBe(500);
      expect(unread.body.error).toBe("internal_error");
      expect(unread.body.message).toMatch(/request id/);
    },
  );
});
