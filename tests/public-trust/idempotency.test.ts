// Idempotency-Key on the API host's writes: replay, reuse with another request, in-progress, races,
// answers that are not kept, expiry, and keys scoped to their owner (here: the client network).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFingerprint } from "@/lib/idempotency/idempotency-key";
import { withTableOffline } from "@/tests/helpers/store-failure";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ TRUSTED_PROXY_HEADER: "x-real-ip" });
});
afterAll(async () => {
  await app?.stop();
});

let n = 0;
const newKey = () => `test-key-${Date.now()}-${++n}`;
const intent = (message: string) => ({ target_company: "kestrel", buyer_email: "idem@buyer.example", message });
const leadsWith = (message: string) => app.db.lead.count({ where: { message } });
const post = (path: string, body: unknown, key: string, ip = "203.0.113.10") =>
  app.api.post(path, body, { "idempotency-key": key, "x-real-ip": ip });

describe("Idempotency-Key", () => {
  it("replays the first answer with Idempotency-Replayed: true and runs nothing the second time", async () => {
    const key = newKey();
    const first = await post("/public/marketplace/intent", intent("replay"), key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    const second = await post("/public/marketplace/intent", intent("replay"), key);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await leadsWith("replay")).toBe(1);
  });

  it("refuses the same key with a different body with 422, and with a different path too", async () => {
    const key = newKey();
    await post("/public/marketplace/intent", intent("first body"), key);
    const other = await post("/public/marketplace/intent", intent("second body"), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: "idempotency_key_reused" });
    const otherPath = await post("/public/trust/kestrel/view", {}, key);
    expect(otherPath.status).toBe(422);
    expect(await leadsWith("second body")).toBe(0);
  });

  it("lets exactly one of several concurrent requests with one key run", async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post("/public/marketplace/intent", intent("race"), key)));
    const ran = answers.filter((a) => a.status === 201 && a.headers.get("idempotency-replayed") === null);
    expect(ran).toHaveLength(1);
    for (const a of answers) {
      if (a === ran[0]) continue;
      if (a.status === 429) expect([a.body.error, a.headers.get("retry-after")]).toEqual(["busy", "1"]);
      else expect([a.status, a.headers.get("idempotency-replayed"), a.text]).toEqual([201, "true", ran[0].text]);
    }
    expect(await leadsWith("race")).toBe(1);
    expect(await app.db.idempotencyRecord.count({ where: { key } })).toBe(1);
  });

  it("answers 429 busy with Retry-After while the first request still runs", async () => {
    const key = newKey();
    const body = intent("in progress");
    const now = new Date();
    await app.db.idempotencyRecord.create({
      data: {
        scope: "net:203.0.113.10",
        key,
        requestHash: requestFingerprint("POST", new URL(`${app.apiUrl}/public/marketplace/intent`), JSON.stringify(body)),
        state: "running",
        createdAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    });
    const res = await post("/public/marketplace/intent", body, key);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(res.body).toMatchObject({ error: "busy" });
    expect(await leadsWith("in progress")).toBe(0);
    // A "running" row left by a request that died stops blocking once its lease is over.
    await app.db.idempotencyRecord.updateMany({ where: { key }, data: { createdAt: new Date(now.getTime() - 6 * 60_000) } });
    expect((await post("/public/marketplace/intent", body, key)).status).toBe(201);
    expect(await leadsWith("in progress")).toBe(1);
  });

  it("keeps answers 24 hours, then treats the key as new", async () => {
    const key = newKey();
    await post("/public/marketplace/intent", intent("expiry"), key);
    const record = await app.db.idempotencyRecord.findFirstOrThrow({ where: { key } });
    expect(record.state).toBe("done");
    expect(record.expiresAt.getTime() - record.createdAt.getTime()).toBe(24 * 3600 * 1000);
    await app.db.idempotencyRecord.update({ where: { id: record.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const again = await post("/public/marketplace/intent", intent("expiry"), key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBeNull();
    expect(await leadsWith("expiry")).toBe(2);
  });

  it("scopes keys to their owner: another client network with the same key runs its own request", async () => {
    const key = newKey();
    await post("/public/marketplace/intent", intent("scoped"), key, "203.0.113.10");
    const other = await post("/public/marketplace/intent", intent("scoped"), key, "203.0.113.11");
    expect(other.headers.get("idempotency-replayed")).toBeNull();
    expect(await leadsWith("scoped")).toBe(2);
  });

  it("keeps a 4xx answer such as a 404 and replays it", async () => {
    const key = newKey();
    const first = await post("/public/trust/harbor-labs/request-access", { name: "A", email: "a@b.example", document: "DPA" }, key);
    expect(first.status).toBe(404);
    const second = await post("/public/trust/harbor-labs/request-access", { name: "A", email: "a@b.example", document: "DPA" }, key);
    expect(second.status).toBe(404);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
  });

  it("does not keep a 500: the retry runs again", async () => {
    const key = newKey();
    const failed = await withTableOffline(app.db, "Lead", () => post("/public/marketplace/intent", intent("after failure"), key));
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ error: "internal_error" });
    expect(await app.db.idempotencyRecord.count({ where: { key } })).toBe(0);
    const retry = await post("/public/marketplace/intent", intent("after failure"), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotency-replayed")).toBeNull();
    expect(await leadsWith("after failure")).toBe(1);
  });

  it("guards every public write: view, subscribe and request-access replay too", async () => {
    const email = `idem-sub-${Date.now()}@example.org`;
    const cases: [string, unknown][] = [
      ["/public/trust/kestrel/view", {}],
      ["/public/trust/kestrel/subscribe", { email }],
      ["/public/trust/kestrel/request-access", { name: "B", email: "b@b.example", document: "SOC 2 report" }],
    ];
    for (const [path, body] of cases) {
      const key = newKey();
      const first = await post(path, body, key, "203.0.113.12");
      const second = await post(path, body, key, "203.0.113.12");
      expect(second.headers.get("idempotency-replayed"), path).toBe("true");
      expect([second.status, second.text], path).toEqual([first.status, first.text]);
    }
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(1);
    expect(await app.db.accessRequest.count({ where: { document: "SOC 2 report" } })).toBe(1);
  });

  it("refuses a key outside 8 to 255 printable characters with 400 naming the header", async () => {
    for (const key of ["short77", "k".repeat(256), "tab\there-key"]) {
      const res = await post("/public/marketplace/intent", intent("bad key"), key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body).toMatchObject({ error: "bad_request", errors: [{ in: "header", name: "Idempotency-Key" }] });
    }
    expect(await leadsWith("bad key")).toBe(0);
    for (const key of ["exactly8", "k".repeat(255), "with spaces and ~!@#$%^&*()"]) {
      expect((await post("/public/marketplace/intent", intent(`good key ${key.length}`), key)).status).toBe(201);
    }
  });
});
