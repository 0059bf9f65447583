// Event targets, connected sources and inbox answers commit with their audit row, or not at all. The audit
// insert is made to fail inside the database (a trigger on "AuditEvent" for the one action under test): the
// route answers an error and the change is not there, so no endpoint or destination lives whose secret nobody
// saw; once the store works again, the client's retry makes the change and writes exactly one row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { installAuditHiccup, whileAuditFails } from "@/tests/helpers/audit-hiccup";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { startReceivers, type Receivers } from "@/tests/helpers/event-receiver";
import { publishedCompany } from "@/tests/team/support";

const HOST = "audit.receiver.test";
const COMPANY = "audit-targets-co";

let app: TestApp;
let receivers: Receivers;
let owner: Account;

beforeAll(async () => {
  receivers = await startReceivers([HOST]);
  app = await startApp();
  installWorld(receivers.world);
  owner = await confirmedAccount(app, "audit-targets", "Audit Targets");
  await publishedCompany(app, COMPANY, owner.workspace.id);
  await installAuditHiccup(app.db);
}, 120_000);
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await receivers?.close();
});

/** The workspace's audit rows of one action whose detail has `key` = `value`. */
async function auditRows(action: AuditAction, key: string, value: string | number) {
  const rows = await app.db.auditEvent.findMany({ where: { workspaceId: owner.workspace.id, action } });
  return rows.filter((r) => (r.detail as Record<string, unknown> | null)?.[key] === value);
}

function expectRefused(res: { status: number; text: string }) {
  expect(res.status, res.text).toBeGreaterThanOrEqual(500);
}

const post = (path: string, body?: unknown) => app.web.post(path, body, { cookie: owner.cookie });

async function endpoint(path: string): Promise<string> {
  const res = await post("/api/workspace/endpoints", { url: receivers.url(HOST, path), events: ["witness.changed"] });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function destination(path: string): Promise<string> {
  const res = await post("/api/workspace/alert-destinations", { url: receivers.url(HOST, path) });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

describe("webhook endpoints", () => {
  it("registering: no endpoint, and the retry registers it, shows its secret and records it once", async () => {
    const url = receivers.url(HOST, "/registered");
    const register = () => post("/api/workspace/endpoints", { url, events: ["witness.changed"] });
    expectRefused(await whileAuditFails(app.db, "endpoint.registered", register));
    expect(await app.db.webhookEndpoint.count({ where: { workspaceId: owner.workspace.id, url } })).toBe(0);

    const res = await register();
    expect(res.status, res.text).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_/);
    expect(await auditRows("endpoint.registered", "endpoint_id", res.body.id)).toHaveLength(1);
  });

  it("rolling the secret: the old one stays, and the retry rolls it and records it once", async () => {
    const id = await endpoint("/rolled");
    const sealed = async () => (await app.db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secretEnc;
    const before = await sealed();
    const roll = () => post(`/api/workspace/endpoints/${id}/roll-secret`);
    expectRefused(await whileAuditFails(app.db, "endpoint.secret_rolled", roll));
    expect(await sealed()).toBe(before);

    const res = await roll();
    expect(res.status, res.text).toBe(200);
    expect(await sealed()).not.toBe(before);
    expect(await auditRows("endpoint.secret_rolled", "endpoint_id", id)).toHaveLength(1);
  });

  it("disabling: still enabled, and the retry disables it and records it once", async () => {
    const id = await endpoint("/disabled");
    const disabledAt = async () => (await app.db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).disabledAt;
    const disable = () => post(`/api/workspace/endpoints/${id}/disable`);
    expectRefused(await whileAuditFails(app.db, "endpoint.disabled", disable));
    expect(await disabledAt()).toBeNull();

    const res = await disable();
    expect(res.status, res.text).toBe(200);
    expect(await disabledAt()).not.toBeNull();
    expect(await auditRows("endpoint.disabled", "endpoint_id", id)).toHaveLength(1);
  });
});

describe("alert destinations", () => {
  it("adding: no destination, and the retry adds it, shows its key and records it once", async () => {
    const url = receivers.url(HOST, "/added");
    const add = () => post("/api/workspace/alert-destinations", { url });
    expectRefused(await whileAuditFails(app.db, "alert_destination.added", add));
    expect(await app.db.alertDestination.count({ where: { workspaceId: owner.workspace.id, url } })).toBe(0);

    const res = await add();
    expect(res.status, res.text).toBe(201);
    expect(res.body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditRows("alert_destination.added", "destination_id", res.body.id)).toHaveLength(1);
  });

  it("rotating: the generation is unchanged, and the retry rotates once and records it once", async () => {
    const id = await destination("/rotated");
    const generation = async () => (await app.db.alertDestination.findUniqueOrThrow({ where: { id } })).keyGeneration;
    const before = await generation();
    const rotate = () => post(`/api/workspace/alert-destinations/${id}/rotate`);
    expectRefused(await whileAuditFails(app.db, "alert_destination.rotated", rotate));
    expect(await generation()).toBe(before);

    const res = await rotate();
    expect(res.status, res.text).toBe(200);
    expect(res.body.key_generation).toBe(before + 1);
    expect(await generation()).toBe(before + 1);
    expect(await auditRows("alert_destination.rotated", "destination_id", id)).toHaveLength(1);
  });

  it("disabling: still enabled, and the retry disables it and records it once", async () => {
    const id = await destination("/disabled");
    const disabledAt = async () => (await app.db.alertDestination.findUniqueOrThrow({ where: { id } })).disabledAt;
    const disable = () => post(`/api/workspace/alert-destinations/${id}/disable`);
    expectRefused(await whileAuditFails(app.db, "alert_destination.disabled", disable));
    expect(await disabledAt()).toBeNull();

    const res = await disable();
    expect(res.status, res.text).toBe(200);
    expect(await disabledAt()).not.toBeNull();
    expect(await auditRows("alert_destination.disabled", "destination_id", id)).toHaveLength(1);
  });
});

describe("connected sources", () => {
  const evidence = (path: string) => ({ company: COMPANY, connector: "evidence-document", url: receivers.url(HOST, path) });

  it("connecting: no source, and the retry connects it and records it once", async () => {
    const connect = () => post("/api/workspace/connectors", evidence("/evidence.json"));
    expectRefused(await whileAuditFails(app.db, "connector.connected", connect));
    expect(await app.db.provider.count({ where: { companyId: COMPANY, connector: { not: null } } })).toBe(0);

    const res = await connect();
    expect(res.status, res.text).toBe(201);
    expect(await auditRows("connector.connected", "source_id", res.body.id)).toHaveLength(1);
  });

  it("disconnecting: the source stays, and the retry removes it and records it once", async () => {
    const [source] = await app.db.provider.findMany({ where: { companyId: COMPANY, connector: { not: null } } });
    expect(source).toBeDefined();
    const disconnect = () => post(`/api/workspace/connectors/${source!.id}/disconnect`);
    expectRefused(await whileAuditFails(app.db, "connector.disconnected", disconnect));
    expect(await app.db.provider.count({ where: { id: source!.id } })).toBe(1);

    const res = await disconnect();
    expect(res.status, res.text).toBe(200);
    expect(await app.db.provider.count({ where: { id: source!.id } })).toBe(0);
    expect(await auditRows("connector.disconnected", "source_id", source!.id)).toHaveLength(1);
  });
});

describe("inbox answers", () => {
  it("answering: unanswered and nobody mailed, and the retry answers, mails once and records it once", async () => {
    const email = `audit-requester-${process.pid}@buyer.example`;
    const requested = await app.api.post(`/public/trust/${COMPANY}/request-access`, {
      name: "Bea Buyer",
      email,
      company: "Buyer GmbH",
      document: "SOC 2 Type II report",
      reason: "vendor review",
    });
    expect(requested.status, requested.text).toBe(201);
    const id = `ar_${requested.body.id}`;
    const answer = () => post(`/api/workspace/requests/${id}/answer`, { decision: "decline" });
    expectRefused(await whileAuditFails(app.db, "request.answered", answer));
    expect((await app.db.accessRequest.findUniqueOrThrow({ where: { id: requested.body.id } })).decision).toBeNull();
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(0);

    const res = await answer();
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ mailed: true, already_answered: false });
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(1);
    expect(await auditRows("request.answered", "request_id", id)).toHaveLength(1);
  });
});
