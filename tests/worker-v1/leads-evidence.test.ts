// GET /v1/marketplace/leads and POST /v1/evidence/webhook: what each credential reaches, tenant isolation,
// idempotent ingest, and the audit of every write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { boundKey, ingestKey, signedCall, workspaceId, type BoundKey } from "@/tests/worker-v1/support";

let app: TestApp;
let key: BoundKey;
let ingest: { token: string; id: string };
beforeAll(async () => {
  app = await startApp();
  key = await boundKey(app, "kestrel");
  ingest = await ingestKey(app, "kestrel");
});
afterAll(async () => {
  await app?.stop();
});

const EVIDENCE = "/v1/evidence/webhook";
const LEADS = "/v1/marketplace/leads";
const event = {
  evidence_type: "pentest.completed",
  summary: "Annual external penetration test finished; no critical findings open.",
  status: "passed",
  source: "Acme Pentest report 2026",
};

describe("leads", () => {
  it("lists the workspace's leads newest first with epoch-ms times", async () => {
    const res = await signedCall(app, key, "GET", LEADS);
    expect(res.status, res.text).toBe(200);
    expect(res.body.count).toBe(res.body.leads.length);
    expect(res.body.count).toBeGreaterThanOrEqual(4);
    const times = res.body.leads.map((l: { created_at: number }) => l.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.leads[0]).toEqual({
      id: expect.any(String),
      buyer_email: expect.toBeOneOf([expect.any(String), null]),
      buyer_company: expect.toBeOneOf([expect.any(String), null]),
      message: expect.toBeOneOf([expect.any(String), null]),
      created_at: expect.any(Number),
    });
  });

  it("shows a buyer's marketplace intent as the newest lead", async () => {
    const intent = await app.api.post("/public/marketplace/intent", {
      target_company: "kestrel-security",
      buyer_email: "buyer@orchard-foods.example",
      buyer_company: "Orchard Foods",
      message: "Looking at MDR for 2027.",
    });
    expect(intent.status, intent.text).toBeLessThan(300);
    const res = await signedCall(app, key, "GET", LEADS);
    expect(res.body.leads[0]).toMatchObject({ buyer_email: "buyer@orchard-foods.example", buyer_company: "Orchard Foods" });
  });

  it("caps the page at 300", async () => {
    const ws = await workspaceId(app, "kestrel");
    const company = await app.db.company.findFirstOrThrow({ where: { workspaceId: ws } });
    await app.db.lead.createMany({
      data: Array.from({ length: 305 }, (_, i) => ({ workspaceId: ws, companyId: company.id, buyerCompany: `Filler ${i}` })),
    });
    const res = await signedCall(app, key, "GET", LEADS);
    expect(res.body.count).toBe(300);
    expect(res.body.leads).toHaveLength(300);
  });

  it("never shows another workspace's leads", async () => {
    const other = await boundKey(app, "ledgerline");
    const res = await signedCall(app, other, "GET", `${LEADS}?workspace=kestrel`, undefined, { "x-workspace": "kestrel" });
    expect(res.status).toBe(200);
    expect(res.body.leads.some((l: { buyer_company: string | null }) => l.buyer_company === "Orchard Foods")).toBe(false);
  });

  it("refuses an ingest key (it reads nothing) and a missing credential", async () => {
    const withIngest = await app.api.get(LEADS, { authorization: `Bearer ${ingest.token}` });
    expect(withIngest.status).toBe(401);
    expect(withIngest.body.error).toBe("unauthorized");
    const none = await app.api.get(LEADS);
    expect(none.status).toBe(401);
  });
});

describe("evidence ingest", () => {
  it("takes an ingest key as a bearer token and labels the event company-declared", async () => {
    const res = await app.api.post(EVIDENCE, event, { authorization: `Bearer ${ingest.token}` });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ ...event, origin: "company-declared", id: expect.any(String), created_at: expect.any(Number) });
    const row = await app.db.evidenceEvent.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.origin).toBe("company-declared");
    expect(row.apiKeyId).toBe(ingest.id);
  });

  it("takes a bound key with its proof, and refuses it as bearer", async () => {
    const ok = await signedCall(app, key, "POST", EVIDENCE, event);
    expect(ok.status).toBe(201);
    const bearer = await app.api.post(EVIDENCE, event, { authorization: `Bearer ${key.token}` });
    expect(bearer.status).toBe(401);
    expect(bearer.body.error).toBe("dpop_required");
  });

  it("keeps the ingest key off every other route", async () => {
    const q = await app.api.post(
      "/v1/questionnaire/answer",
      { questions: ["Where is our data hosted?"] },
      { authorization: `Bearer ${ingest.token}` },
    );
    expect(q.status).toBe(401);
    const ws = await app.api.get("/v1/workspace", { authorization: `Bearer ${ingest.token}` });
    expect(ws.status).toBe(401);
  });

  it("creates one event for a replayed Idempotency-Key and audits both writes", async () => {
    const idem = `evidence-${Date.now()}-once`;
    const headers = { authorization: `Bearer ${ingest.token}`, "idempotency-key": idem };
    const body = { ...event, summary: `Replay check ${idem}` };
    const first = await app.api.post(EVIDENCE, body, headers);
    const again = await app.api.post(EVIDENCE, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    expect(await app.db.evidenceEvent.count({ where: { summary: body.summary } })).toBe(1);
    const audited = await app.db.auditEvent.findMany({
      where: { path: EVIDENCE, credential: { contains: ingest.id } },
      orderBy: { seq: "desc" },
      take: 2,
    });
    expect(audited.map((a) => [a.method, a.status, a.replay])).toEqual([
      ["POST", 201, true],
      ["POST", 201, false],
    ]);
    expect(JSON.stringify(audited, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(ingest.token);
    expect(JSON.stringify(audited, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(body.summary);
  });

  it("refuses bad fields with 400 bad_request naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...event, evidence_type: "" }, "evidence_type"],
      [{ ...event, summary: "x".repeat(2001) }, "summary"],
      [{ ...event, status: 5 }, "status"],
      [{ evidence_type: "a", summary: "b", status: "c" }, "source"],
      [{ ...event, witnessed: true }, "witnessed"],
    ];
    for (const [body, field] of cases) {
      const res = await app.api.post(EVIDENCE, body, { authorization: `Bearer ${ingest.token}` });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.message, field).toContain(field);
    }
    expect(await app.db.evidenceEvent.count({ where: { summary: "b" } })).toBe(0);
  });

  it("refuses a body over 16 KiB with 413 and a revoked ingest key on the next request", async () => {
    const big = await app.api.post(EVIDENCE, { ...event, summary: "y".repeat(17 * 1024) }, { authorization: `Bearer ${ingest.token}` });
    expect(big.status).toBe(413);
    const doomed = await ingestKey(app, "kestrel");
    expect((await app.api.post(EVIDENCE, event, { authorization: `Bearer ${doomed.token}` })).status).toBe(201);
    await app.db.apiKey.update({ where: { id: doomed.id }, data: { revokedAt: new Date() } });
    const after = await app.api.post(EVIDENCE, event, { authorization: `Bearer ${doomed.token}` });
    expect(after.status).toBe(401);
  });
});
