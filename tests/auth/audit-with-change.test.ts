// Credentials shown once and knowledge entries commit with their audit row, or not at all. The audit insert is
// made to fail inside the database (a trigger on "AuditEvent" for the one action under test): the route answers
// an error and no key or token lives that nobody saw; once the store works again, the retry makes it and writes
// exactly one row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";
import { clientKey, confirmedAccount, createKey, dpopHeaders, proof, type Account } from "@/tests/auth/support";
import { installAuditHiccup, whileAuditFails } from "@/tests/helpers/audit-hiccup";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let owner: Account;

beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "audit-credentials", "Audit Credentials");
  await installAuditHiccup(app.db);
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const rows = (action: AuditAction) => app.db.auditEvent.count({ where: { workspaceId: owner.workspace.id, action } });

function expectRefused(res: { status: number; text: string }) {
  expect(res.status, res.text).toBeGreaterThanOrEqual(500);
}

describe("API keys", () => {
  it("creating: no key is left live whose secret nobody saw, and the retry shows it and records it once", async () => {
    const create = () => app.web.post("/api/workspace/keys", { name: "made twice" }, { cookie: owner.cookie });
    expectRefused(await whileAuditFails(app.db, "api_key.created", create));
    expect(await app.db.apiKey.count({ where: { workspaceId: owner.workspace.id, name: "made twice" } })).toBe(0);

    const res = await create();
    expect(res.status, res.text).toBe(201);
    expect(res.body.key).toMatch(/\S{20,}/);
    expect(await app.db.apiKey.count({ where: { workspaceId: owner.workspace.id, name: "made twice" } })).toBe(1);
    expect(await rows("api_key.created")).toBe(1);
  });

  it("revoking: the key stays live, and the retry revokes it and records it once", async () => {
    const key = await createKey(app, owner, undefined, "to revoke");
    const revoke = () => app.web.post(`/api/workspace/keys/${key.id}/revoke`, undefined, { cookie: owner.cookie });
    expectRefused(await whileAuditFails(app.db, "api_key.revoked", revoke));
    expect((await app.db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();

    expect((await revoke()).status).toBe(200);
    expect((await app.db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).not.toBeNull();
    expect(await rows("api_key.revoked")).toBe(1);
  });
});

describe("scoped tokens", () => {
  it("minting: no token is left live that nobody saw, and the retry mints one and records it once", async () => {
    const client = await clientKey();
    const bound = await createKey(app, owner, client.jkt, "bound");
    const mint = async () =>
      app.api.post(
        "/v1/tokens",
        { operation: "workspace.read", dpop_jkt: client.jkt },
        dpopHeaders(bound.key, await proof(app, client, "POST", "/v1/tokens", bound.key)),
      );
    expectRefused(await whileAuditFails(app.db, "scoped_token.minted", mint));
    expect(await app.db.scopedToken.count({ where: { workspaceId: owner.workspace.id } })).toBe(0);

    expect((await mint()).status).toBe(201);
    expect(await app.db.scopedToken.count({ where: { workspaceId: owner.workspace.id } })).toBe(1);
    expect(await rows("scoped_token.minted")).toBe(1);
  });
});

describe("knowledge entries", () => {
  it("adding: no entry, and the retry adds it and records it once", async () => {
    const question = "Do you encrypt backups?";
    const add = () => app.web.post("/api/workspace/knowledge", { question, answer: "Yes, with AES-256." }, { cookie: owner.cookie });
    expectRefused(await whileAuditFails(app.db, "knowledge.added", add));
    expect(await app.db.knowledgeEntry.count({ where: { workspaceId: owner.workspace.id, question } })).toBe(0);

    expect((await add()).status).toBe(201);
    expect(await app.db.knowledgeEntry.count({ where: { workspaceId: owner.workspace.id, question } })).toBe(1);
    expect(await rows("knowledge.added")).toBe(1);
  });
});

describe("writes with a workspace credential (credential.write)", () => {
  async function minting() {
    const client = await clientKey();
    const bound = await createKey(app, owner, client.jkt, `bound ${Math.random()}`);
    return async () =>
      app.api.post(
        "/v1/tokens",
        { operation: "workspace.read", dpop_jkt: client.jkt },
        dpopHeaders(bound.key, await proof(app, client, "POST", "/v1/tokens", bound.key)),
      );
  }
  const tokens = () => app.db.scopedToken.count({ where: { workspaceId: owner.workspace.id } });
  const writeRows = () =>
    app.db.auditEvent.findMany({ where: { workspaceId: owner.workspace.id, action: "credential.write" }, orderBy: { seq: "asc" } });

  it("a write whose audit row cannot be opened is refused before it changes anything", async () => {
    const mint = await minting();
    const before = { tokens: await tokens(), rows: (await writeRows()).length };
    expectRefused(await whileAuditFails(app.db, "credential.write", mint));
    expect(await tokens()).toBe(before.tokens);
    expect((await writeRows()).length).toBe(before.rows);

    expect((await mint()).status).toBe(201);
    expect(await tokens()).toBe(before.tokens + 1);
    const rows = await writeRows();
    expect(rows).toHaveLength(before.rows + 1);
    expect(rows.at(-1)).toMatchObject({ method: "POST", path: "/v1/tokens", status: 201, replay: false });
  });

  it("a write whose audit row cannot be completed keeps its answer: the row stays without a status", async () => {
    const mint = await minting();
    const before = await tokens();
    await app.db.$executeRawUnsafe(
      `CREATE TRIGGER audit_update_fails BEFORE UPDATE ON "AuditEvent" FOR EACH ROW EXECUTE FUNCTION audit_store_hiccup()`,
    );
    try {
      const res = await mint();
      expect(res.status, res.text).toBe(201);
      expect(res.body.token).toEqual(expect.any(String));
    } finally {
      await app.db.$executeRawUnsafe(`DROP TRIGGER audit_update_fails ON "AuditEvent"`);
    }
    expect(await tokens()).toBe(before + 1);
    expect((await writeRows()).at(-1)).toMatchObject({ path: "/v1/tokens", status: null });
  });
});
