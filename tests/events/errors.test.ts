// Every Part 7 error the event routes can answer: no session, a cross-site write, malformed and oversized
// bodies, a wrong media type, a malformed parameter, and an Idempotency-Key whose first request still runs
// (a receiver that never answers keeps it running).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { startEventsWorld, until, type EventsWorld } from "@/tests/events/support";

const HANGS = "hangs.errors.test";
let w: EventsWorld;
let owner: Account;

beforeAll(async () => {
  // Long enough for the second requests to arrive while the first still wait; 10 s in production.
  w = await startEventsWorld([HANGS], { EVENTS_DEADLINE_MS: "3000" });
  w.receivers.answer(HANGS, () => "hang");
  owner = await confirmedAccount(w.app, "event-errors", "Errors Co");
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

const WEB: [string, string][] = [
  ["GET", "/api/workspace/endpoints"],
  ["POST", "/api/workspace/endpoints"],
  ["POST", "/api/workspace/endpoints/x/disable"],
  ["POST", "/api/workspace/endpoints/x/roll-secret"],
  ["POST", "/api/workspace/endpoints/x/test"],
  ["GET", "/api/workspace/deliveries"],
  ["GET", "/api/workspace/alert-destinations"],
  ["POST", "/api/workspace/alert-destinations"],
  ["POST", "/api/workspace/alert-destinations/x/rotate"],
  ["POST", "/api/workspace/alert-destinations/x/test"],
  ["POST", "/api/workspace/alert-destinations/x/disable"],
];

describe("web host", () => {
  it("answers 401 unauthorized without a session on every route", async () => {
    for (const [method, path] of WEB) {
      const res = await w.app.web.request(
        method,
        path,
        method === "POST" ? { body: { url: "https://example.test/", events: ["witness.changed"] } } : {},
      );
      expect([method, path, res.status, res.body?.error]).toEqual([method, path, 401, "unauthorized"]);
    }
  });

  it(
    "refuses a cross-site write (403), bad JSON (400), another media " + "type (415), an oversized body (413) and a bad parameter (400)",
    async () => {
      const cookie = { cookie: owner.cookie };
      const cross = await w.app.web.post(
        "/api/workspace/endpoints",
        { url: w.receivers.url(HANGS), events: ["witness.changed"] },
        { ...cookie, origin: "https://elsewhere.example" },
      );
      expect([cross.status, cross.body.error]).toEqual([403, "forbidden"]);
      const badJson = await w.app.web.request("POST", "/api/workspace/alert-destinations", {
        rawBody: "{",
        headers: { ...cookie, "content-type": "application/json" },
      });
      expect([badJson.status, badJson.body.error]).toEqual([400, "bad_json"]);
      const text = await w.app.web.request("POST", "/api/workspace/endpoints", {
        rawBody: "url=x",
        headers: { ...cookie, "content-type": "text/plain" },
      });
      expect([text.status, text.body.error]).toEqual([415, "unsupported_media_type"]);
      const big = await w.app.web.post(
        "/api/workspace/endpoints",
        { url: w.receivers.url(HANGS), events: "witness.changed", pad: "x".repeat(70_000) },
        cookie,
      );
      expect([big.status, big.body.error]).toEqual([413, "payload_too_large"]);
      const param = await w.app.web.get(`/api/workspace/deliveries?target=${"x".repeat(101)}`, cookie);
      expect([param.status, param.body.error]).toEqual([400, "invalid_request"]);
    },
  );
});

describe("API host", () => {
  it("refuses bad JSON, another media type, an oversized body and a missing field on the agent routes", async () => {
    for (const path of [
      "/public/trust/kestrel-security/agent-subscribe",
      "/public/trust/kestrel-security/agent-unsubscribe",
      "/public/trust/kestrel-security/subscribe/confirm",
    ]) {
      const badJson = await w.app.api.request("POST", path, { rawBody: "{", headers: { "content-type": "application/json" } });
      expect([path, badJson.status, badJson.body.error]).toEqual([path, 400, "bad_json"]);
      const text = await w.app.api.request("POST", path, { rawBody: "hello", headers: { "content-type": "text/plain" } });
      expect([path, text.status, text.body.error]).toEqual([path, 415, "unsupported_media_type"]);
      const big = await w.app.api.post(path, { webhookUrl: "https://example.test/", pad: "x".repeat(70_000) });
      expect([path, big.status, big.body.error]).toEqual([path, 413, "payload_too_large"]);
      const empty = await w.app.api.post(path, {});
      expect([path, empty.status, empty.body.error]).toEqual([path, 400, "bad_request"]);
    }
    const noSig = await w.app.api.get("/public/trust/kestrel-security/unsubscribe?s=abc");
    expect([noSig.status, noSig.body.error]).toEqual([400, "bad_request"]);
    const unpublished = await w.app.api.post("/public/trust/quietline/agent-unsubscribe", { subscription_id: "x", secret: "y" });
    expect(unpublished.status).toBe(404);
  });
});

describe("an Idempotency-Key whose first request still runs", () => {
  it("is 429 busy with Retry-After on both hosts", async () => {
    const endpoint = await w.app.web.post(
      "/api/workspace/endpoints",
      { url: w.receivers.url(HANGS), events: ["witness.changed"] },
      { cookie: owner.cookie },
    );
    expect(endpoint.status, endpoint.text).toBe(201);
    const webKey = { cookie: owner.cookie, "idempotency-key": `slow-test-${Date.now()}` };
    const apiKey = { "idempotency-key": `slow-subscribe-${Date.now()}` };
    // Both first requests wait on a receiver that never answers (until the deadline), once it has them.
    const before = w.receivers.of(HANGS).length;
    const firstWeb = w.app.web.post(`/api/workspace/endpoints/${endpoint.body.id}/test`, {}, webKey);
    const firstApi = w.app.api.post("/public/trust/kestrel-security/agent-subscribe", { webhookUrl: w.receivers.url(HANGS) }, apiKey);
    await until("both first requests at the receiver", () => w.receivers.of(HANGS).length >= before + 2);
    const secondWeb = await w.app.web.post(`/api/workspace/endpoints/${endpoint.body.id}/test`, {}, webKey);
    const secondApi = await w.app.api.post(
      "/public/trust/kestrel-security/agent-subscribe",
      { webhookUrl: w.receivers.url(HANGS) },
      apiKey,
    );
    expect([secondWeb.status, secondWeb.body.error ?? secondWeb.body.code, secondWeb.headers.get("retry-after")]).toEqual([
      429,
      "busy",
      "1",
    ]);
    expect([secondApi.status, secondApi.body.error, secondApi.headers.get("retry-after")]).toEqual([429, "busy", "1"]);
    expect((await firstWeb).body.attempt).toMatchObject({ status: null, error_class: "timeout" });
    expect((await firstApi).status).toBe(400);
  }, 40_000);
});
