// Idempotency-Key on signed-in web writes (spec Part 5.6) and on POST /v1/tokens: the same key with the
// same request replays the first answer and runs nothing; the same key with another request is refused
// (409 on the web host, 422 on the API host); the web host says `Idempotency-Status: new | replayed`.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey, confirmedAccount, createKey, dpopHeaders, proof, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
let account: Account;
beforeAll(async () => {
  app = await startApp();
  account = await confirmedAccount(app, "idem-web");
});
afterAll(async () => {
  await app?.stop();
});

const keyCount = async () => (await app.web.get("/api/workspace/keys", { cookie: account.cookie })).body.keys.length as number;

describe("signed-in web writes", () => {
  it("creates one API key for two requests with one Idempotency-Key, and replays the first answer", async () => {
    const before = await keyCount();
    const key = `create-key-${randomUUID()}`;
    const first = await app.web.post("/api/workspace/keys", { name: "idempotent" }, { cookie: account.cookie, "idempotency-key": key });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get("idempotency-status")).toBe("new");
    const again = await app.web.post("/api/workspace/keys", { name: "idempotent" }, { cookie: account.cookie, "idempotency-key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-status")).toBe("replayed");
    expect(again.body).toEqual(first.body);
    expect(await keyCount()).toBe(before + 1);
    // The kept answer holds the key shown once: it rests sealed, never readable in the table.
    const stored = await app.db.idempotencyRecord.findMany({ where: { key } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body).toMatch(/^sealed:v1\./);
    expect(typeof first.body.key).toBe("string");
    expect(JSON.stringify(stored[0])).not.toContain(first.body.key);
  });

  it("refuses the same key with another body with 409 idempotency_key_reused, and runs nothing", async () => {
    const key = `reuse-${randomUUID()}`;
    expect(
      (await app.web.post("/api/workspace/keys", { name: "first body" }, { cookie: account.cookie, "idempotency-key": key })).status,
    ).toBe(201);
    const before = await keyCount();
    const other = await app.web.post(
      "/api/workspace/keys",
      { name: "second body" },
      { cookie: account.cookie, "idempotency-key": key, accept: "application/problem+json" },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_key_reused");
    expect(other.body.request_id).toBe(other.headers.get("x-request-id"));
    expect(await keyCount()).toBe(before);
  });

  it("without a key every request runs; a malformed key is 400 naming the header", async () => {
    const before = await keyCount();
    for (let i = 0; i < 2; i++)
      expect((await app.web.post("/api/workspace/keys", { name: "no key" }, { cookie: account.cookie })).status).toBe(201);
    expect(await keyCount()).toBe(before + 2);
    const bad = await app.web.post("/api/workspace/keys", { name: "bad key" }, { cookie: account.cookie, "idempotency-key": "short" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("invalid_request");
    expect(bad.body.message).toMatch(/Idempotency-Key/);
    expect(await keyCount()).toBe(before + 2);
  });

  it("keys belong to the signed-in user: another account's request with the same key runs on its own", async () => {
    const other = await confirmedAccount(app, "idem-other");
    const key = `shared-${randomUUID()}`;
    const mine = await app.web.post("/api/workspace/keys", { name: "same" }, { cookie: account.cookie, "idempotency-key": key });
    const theirs = await app.web.post("/api/workspace/keys", { name: "same" }, { cookie: other.cookie, "idempotency-key": key });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotency-status")).toBe("new");
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it("knowledge: an entry added twice with one key is one entry; approve and retire replay with their own keys", async () => {
    const acct = await confirmedAccount(app, "idem-knowledge");
    const entries = async () =>
      (await app.web.get("/api/workspace/knowledge", { cookie: acct.cookie })).body.entries as { id: string; status: string }[];
    const body = { question: "Do you encrypt data at rest?", answer: "Yes, AES-256 on every volume." };
    const addKey = `add-${randomUUID()}`;
    const added = await app.web.post("/api/workspace/knowledge", body, { cookie: acct.cookie, "idempotency-key": addKey });
    expect(added.status, added.text).toBe(201);
    const again = await app.web.post("/api/workspace/knowledge", body, { cookie: acct.cookie, "idempotency-key": addKey });
    expect(again.headers.get("idempotency-status")).toBe("replayed");
    expect(again.body.id).toBe(added.body.id);
    expect(await entries()).toHaveLength(1);
    for (const action of ["approve", "retire"]) {
      const key = `${action}-${randomUUID()}`;
      const first = await app.web.post(`/api/workspace/knowledge/${added.body.id}/${action}`, undefined, {
        cookie: acct.cookie,
        "idempotency-key": key,
      });
      expect(first.status, first.text).toBe(200);
      const replay = await app.web.post(`/api/workspace/knowledge/${added.body.id}/${action}`, undefined, {
        cookie: acct.cookie,
        "idempotency-key": key,
      });
      expect(replay.headers.get("idempotency-status")).toBe("replayed");
      expect(replay.body).toEqual(first.body);
    }
    expect((await entries()).map((e) => e.status)).toEqual(["retired"]);
  });

  it("an account change is replayed, not run twice: one password change, one audit event", async () => {
    const acct = await confirmedAccount(app, "idem-pw");
    const key = `pw-${randomUUID()}`;
    const body = { current_password: "correct horse battery staple", new_password: "another long passphrase" };
    const first = await app.web.post("/api/account/password", body, { cookie: acct.cookie, "idempotency-key": key });
    expect(first.status, first.text).toBe(200);
    // Replayed: the current password is now the new one, so running it again would be a 400.
    const again = await app.web.post("/api/account/password", body, { cookie: acct.cookie, "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-status")).toBe("replayed");
    expect(await app.db.auditEvent.count({ where: { workspaceId: acct.workspace.id, action: "password.changed" } })).toBe(1);
  });
});

describe("POST /v1/tokens", () => {
  it("returns the same token for a retry with the same Idempotency-Key, and 422 for the key with another body", async () => {
    const client = await clientKey();
    const bound = await createKey(app, account, client.jkt, "minter");
    const mint = async (body: Record<string, unknown>, key: string) =>
      app.api.post("/v1/tokens", body, {
        ...dpopHeaders(bound.key, await proof(app, client, "POST", "/v1/tokens", bound.key)),
        "idempotency-key": key,
      });
    const key = `mint-${randomUUID()}`;
    const first = await mint({ operation: "workspace.read", dpop_jkt: client.jkt }, key);
    expect(first.status, first.text).toBe(201);
    const again = await mint({ operation: "workspace.read", dpop_jkt: client.jkt }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body.token).toBe(first.body.token);
    const other = await mint({ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 30 }, key);
    expect(other.status).toBe(422);
    expect(other.body.error).toBe("idempotency_key_reused");
    const fresh = await mint({ operation: "workspace.read", dpop_jkt: client.jkt }, `mint-${randomUUID()}`);
    expect(fresh.body.token).not.toBe(first.body.token);
  });
});
