// The two hosts, the cross-cutting headers and the error registry, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const PART7_CODES: [string, number, string][] = [
  ["invalid_request", 400, "fix_request"],
  ["missing_parameter", 400, "fix_request"],
  ["unsupported_contract_version", 400, "fix_request"],
  ["invalid_cursor", 400, "start_over"],
  ["cursor_expired", 400, "start_over"],
  ["not_found", 404, "none"],
  ["version_not_found", 404, "none"],
  ["beyond_retention", 410, "resync"],
  ["rate_limited", 429, "retry_later"],
  ["busy", 429, "retry_later"],
  ["capacity_saturated", 503, "retry_later"],
];

describe("error registry", () => {
  it("lists every Part 7 code with its status and next action", async () => {
    const res = await app.web.get("/api/problems");
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.codes.map((c: any) => [c.code, c]));
    for (const [code, status, next] of PART7_CODES) {
      expect(byCode.get(code), code).toMatchObject({ status, next_action: next, type: `${app.baseUrl}/api/problems#${code}` });
    }
    for (const code of ["unauthorized", "questions_required", "moved", "internal_error", "bad_json", "bad_request", "record_unavailable"]) {
      expect(byCode.has(code), code).toBe(true);
    }
    // Listed only what can be sent: `busy` is a repeated write whose Idempotency-Key still runs (tests/events/errors.test.ts).
    expect(byCode.has("idempotency_in_progress")).toBe(false);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
  });

  it("answers an unknown web API path with a JSON 404, as a problem document when asked", async () => {
    const plain = await app.web.get("/api/no-such-thing");
    expect(plain.status).toBe(404);
    expect(plain.body).toMatchObject({ error: "not_found" });
    const problem = await app.web.get("/api/no-such-thing", {
      accept: "application/problem+json",
      "x-request-id": "abcdefghij0123456789-problem",
    });
    expect(problem.status).toBe(404);
    expect(problem.headers.get("content-type")).toContain("application/problem+json");
    expect(problem.body).toMatchObject({
      code: "not_found",
      status: 404,
      next_action: "none",
      retryable: false,
      request_id: "abcdefghij0123456789-problem",
    });
  });
});

describe("request ids and trace context", () => {
  it("returns a valid client id unchanged and replaces an invalid one", async () => {
    const good = await app.web.get("/api/problems", { "x-request-id": "abcdefghij0123456789" });
    expect(good.headers.get("x-request-id")).toBe("abcdefghij0123456789");
    const bad = await app.web.get("/api/problems", { "x-request-id": "bad id!" });
    const fresh = bad.headers.get("x-request-id");
    expect(fresh).toMatch(/^[A-Za-z0-9+/=_-]{20,200}$/);
    expect(fresh).not.toBe("bad id!");
    const short = await app.api.get("/public/anything", { "x-request-id": "tooshort" });
    expect(short.headers.get("x-request-id")).not.toBe("tooshort");
  });

  it("gives every response an id, distinct per request", async () => {
    const a = await app.web.get("/api/problems");
    const b = await app.web.get("/api/problems");
    expect(a.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9+/=_-]{20,200}$/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("continues an incoming traceparent with the same trace id and a new parent id", async () => {
    const incoming = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    for (const client of [app.web, app.api]) {
      const res = await client.get(client === app.web ? "/api/problems" : "/public/anything", { traceparent: incoming });
      const out = res.headers.get("traceparent");
      expect(out).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
      expect(out).not.toBe(incoming);
    }
    const malformed = await app.web.get("/api/problems", { traceparent: "00-zz-00-01" });
    expect(malformed.headers.get("traceparent")).toBeNull();
  });
});

describe("the API host", () => {
  it("answers an unknown /public path with a JSON 404 carrying both X-Svc headers and a request id", async () => {
    const res = await app.api.get("/public/anything");
    expect(res.status).toBe(404);
    // Routed into the worker's own catch-all, not answered by the web host.
    expect(res.body).toMatchObject({ error: "not_found", message: "No route GET /public/anything." });
    expect(res.headers.get("x-svc-os-disclaimer")).toMatch(/never grades/);
    expect(res.headers.get("x-svc-automation")).toMatch(/Never automated/);
    expect(res.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9+/=_-]{20,200}$/);
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("serves none of the web host's routes or pages", async () => {
    for (const path of ["/api/problems", "/", "/openapi.json", "/worker-host/public/anything", "/favicon.ico"]) {
      const res = await app.api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ error: "not_found" });
      expect(res.headers.get("x-svc-automation"), path).toMatch(/Never automated/);
    }
  });
});

describe("the web host", () => {
  it("never serves the worker's paths", async () => {
    for (const path of [
      "/public/anything",
      "/public/keys",
      "/v1/marketplace/leads",
      "/a2a/v1",
      "/.well-known/agent-card.json",
      "/worker-host/public/anything",
    ]) {
      const res = await app.web.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toContain(app.apiUrl);
      expect(res.headers.get("x-svc-automation"), path).toBeNull();
    }
  });

  it("makes public reads readable cross-origin without credentials, and answers preflights", async () => {
    const res = await app.web.get("/api/problems", { origin: "https://buyer.example" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    const pre = await app.web.request("OPTIONS", "/api/problems", {
      headers: {
        origin: "https://buyer.example",
        "access-control-request-method": "GET",
        "access-control-request-headers": "svc-contract",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-headers")).toMatch(/Svc-Contract/);
    expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("serves the home page", async () => {
    const res = await app.web.get("/");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Public Trust Network");
  });
});
