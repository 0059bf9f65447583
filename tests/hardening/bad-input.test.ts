// Bad input is a 4xx that names what is wrong, never a 5xx: NUL and lone surrogates, malformed escapes,
// missing parameters, unreadable cursors, strict bodies, unserved methods, absolute-form targets for
// another host and repeated credential headers, on both hosts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey, confirmedAccount, createKey, dpopHeaders, proof, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { rawRequest } from "@/tests/helpers/raw-http";

let app: TestApp;
let account: Account;
beforeAll(async () => {
  app = await startApp();
  account = await confirmedAccount(app, "badinput");
});
afterAll(async () => {
  await app?.stop();
});

const ID = /^[A-Za-z0-9+/=-]{20,200}$/;

describe("strings the store cannot hold", () => {
  it.each([
    ["/api/network/suggest?q=a%00b", "q"],
    ["/api/network/search?q=a%00b", "q"],
    ["/api/network/profile?q=lumen%00analytics", "q"],
    ["/api/network/profile/history?q=a%00b", "q"],
    ["/api/mobile/directory/search?q=%00", "q"],
  ])("%s is a 400 problem naming the parameter, with X-Request-Id", async (path, name) => {
    const res = await app.web.get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("x-request-id")).toMatch(ID);
    expect(res.body).toMatchObject({
      code: "invalid_request",
      status: 400,
      request_id: res.headers.get("x-request-id"),
      errors: [{ in: "query", name }],
    });
    expect(res.body.errors[0].message).toMatch(/NUL/);
  });

  it("a NUL in a path segment is refused on both hosts", async () => {
    const page = await app.web.get("/network/company/lumen%00analytics");
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: "invalid_request", errors: [{ in: "path" }] });
    const twin = await app.web.get("/network/company/lumen%00analytics/llms.txt");
    expect(twin.status).toBe(400);
    const worker = await app.api.get("/public/trust/lumen%00analytics");
    expect(worker.status).toBe(400);
    expect(worker.body).toMatchObject({ error: "bad_request" });
    expect(worker.headers.get("x-svc-os-disclaimer")).toMatch(/never grades/);
  });

  it("a lone surrogate in a JSON body field is refused naming the field", async () => {
    const res = await app.api.request("POST", "/public/marketplace/intent", {
      headers: { "content-type": "application/json" },
      rawBody: '{"target_company":"lumen-analytics","buyer_email":"a@b.example","message":"hi \\ud800 there"}',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("x-request-id")).toMatch(ID);
    expect(res.body).toMatchObject({ error: "bad_request", errors: [{ in: "body", name: "message" }] });
    expect(res.body.message).toMatch(/surrogate/);
  });

  it("a NUL in a body field of a web write is refused naming the field", async () => {
    const res = await app.web.post("/api/auth/sign-in", { email: "someone@example.test", password: "pass\u0000word" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid_request", errors: [{ in: "body", name: "password" }] });
  });

  it("a body nested deeper than any schema needs is a 400, not a stack overflow", async () => {
    const res = await app.web.request("POST", "/api/network/batch", {
      headers: { "content-type": "application/json" },
      rawBody: "[".repeat(5000) + "]".repeat(5000),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_request" });
    expect(res.body.detail).toMatch(/Nested deeper than 32 levels/);
  });
});

describe("malformed percent-encoding", () => {
  it("is a 400 problem with X-Request-Id on the web host, before any handler", async () => {
    for (const path of [
      "/network/company/lumen-analytics%zz",
      "/api/network/suggest?q=%zz",
      "/%E0%A4%A",
      "/api/network/profile?q=%ED%A0%80",
    ]) {
      const res = await app.web.get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("x-request-id"), path).toMatch(ID);
      expect(res.body, path).toMatchObject({ code: "invalid_request", next_action: "fix_request" });
      expect(res.body.errors[0].message, path).toMatch(/percent-encoding/);
    }
  });

  it("is a 400 worker Error body on the API host", async () => {
    const res = await app.api.get("/public/trust/lumen-analytics%zz");
    expect(res.status).toBe(400);
    expect(res.headers.get("x-request-id")).toMatch(ID);
    expect(res.body).toEqual({
      error: "bad_request",
      message: expect.stringMatching(/percent-encoding/),
      errors: [{ in: "path", name: "(path)", message: expect.any(String) }],
    });
  });
});

describe("messages written for people", () => {
  it("a missing q says so in words, in the message and in errors[]", async () => {
    const res = await app.web.get("/api/network/profile", { accept: "application/problem+json" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "missing_parameter",
      detail: "Missing query parameter `q`.",
      errors: [{ in: "query", name: "q", message: "Missing query parameter `q`." }],
    });
    expect(res.text).not.toMatch(/received undefined/);
    // Every error body of the profile route carries `deprecation` (spec 2.7), empty when none applies.
    expect(res.body.deprecation).toBe("");
    const plain = await app.web.get("/api/network/profile?q=lumen-analytics&contract=3");
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ error: "unsupported_contract_version", found: false, deprecation: "" });
  });

  it("a missing body field says so in words", async () => {
    const res = await app.web.post("/api/auth/sign-in", { email: "someone@example.test" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ in: "body", name: "password", message: "Missing body field `password`." });
  });
});

describe("cursors and strict bodies", () => {
  it.each(["garbage", "a1.x.y", "a1..", "a1.bm90IGpzb24.sig", "%00"])(
    "an unreadable audit-export cursor %s is 400 invalid_cursor",
    async (cursor) => {
      const res = await app.web.get(`/api/workspace/audit/export?format=json&cursor=${cursor}`, { cookie: account.cookie });
      expect(res.status).toBe(400);
      expect(res.body.error ?? res.body.code).toMatch(/^(invalid_cursor|invalid_request)$/);
      expect(res.headers.get("x-request-id")).toMatch(ID);
    },
  );

  it("POST /v1/tokens refuses an unknown body field, like every strict body", async () => {
    const client = await clientKey();
    const bound = await createKey(app, account, client.jkt, "strict body");
    const body = { operation: "workspace.read", dpop_jkt: client.jkt, ttl_minute: 30 };
    const res = await app.api.post("/v1/tokens", body, dpopHeaders(bound.key, await proof(app, client, "POST", "/v1/tokens", bound.key)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "bad_request",
      errors: expect.arrayContaining([expect.objectContaining({ in: "body", name: "ttl_minute" })]),
    });
  });
});

describe("methods a path does not serve", () => {
  it.each([
    ["web", "POST", "/", "GET, HEAD"],
    ["web", "DELETE", "/network", "GET, HEAD"],
    ["web", "PUT", "/network/company/lumen-analytics", "GET, HEAD"],
    ["web", "POST", "/api/network/profile", "GET, HEAD"],
    ["web", "PATCH", "/openapi.json", "GET, HEAD"],
    ["web", "GET", "/api/auth/sign-in", "POST"],
    ["api", "POST", "/public/keys", "GET, HEAD"],
    ["api", "GET", "/v1/tokens", "POST"],
    ["api", "DELETE", "/public/trust/lumen-analytics", "GET, HEAD"],
  ] as const)("%s %s %s is 405 with Allow and a registry body", async (host, method, path, allow) => {
    const res = await (host === "web" ? app.web : app.api).request(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("x-request-id")).toMatch(ID);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect(res.body.error ?? res.body.code).toBe("method_not_allowed");
    expect(res.text).not.toMatch(/<html/i);
  });

  it("a page's 405 is a problem document when asked for one", async () => {
    const res = await app.web.request("POST", "/methodology", { headers: { accept: "application/problem+json" } });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: "method_not_allowed", status: 405, request_id: res.headers.get("x-request-id") });
  });
});

describe("requests no ordinary client sends", () => {
  it("an absolute-form target for another host is refused, not redirected there", async () => {
    const res = await rawRequest(app.port, ["GET http://elsewhere.example/ HTTP/1.1", "Host: elsewhere.example"]);
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers["x-request-id"]).toMatch(ID);
    expect(JSON.parse(res.body)).toMatchObject({ error: "invalid_request" });
  });

  it("an absolute-form target for our own host is served as that path", async () => {
    const res = await rawRequest(app.port, [`GET http://localhost:${app.port}/api/version HTTP/1.1`, `Host: localhost:${app.port}`]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty("stamp");
  });

  it("two Authorization headers are refused, not answered with the first", async () => {
    const res = await rawRequest(app.port, [
      "GET /v1/marketplace/leads HTTP/1.1",
      `Host: api.localhost:${app.port}`,
      "Authorization: Bearer tk_live_a",
      "Authorization: Bearer tk_live_b",
    ]);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: "bad_request", errors: [{ in: "header", name: "Authorization" }] });
    expect(res.headers["x-svc-automation"]).toMatch(/Never automated/);
  });

  it("two DPoP headers are an invalid proof (RFC 9449: exactly one)", async () => {
    const res = await rawRequest(app.port, [
      "GET /v1/marketplace/leads HTTP/1.1",
      `Host: api.localhost:${app.port}`,
      "Authorization: DPoP tk_live_a",
      "DPoP: a.b.c",
      "DPoP: d.e.f",
    ]);
    expect(res.status).toBe(401);
    expect(res.headers["www-authenticate"]).toMatch(/^DPoP .*error="invalid_dpop_proof"/);
    expect(JSON.parse(res.body)).toMatchObject({ error: "invalid_dpop_proof" });
  });

  it("a request line and headers over 16 KiB get a registry 431 with a request id", async () => {
    const res = await rawRequest(app.port, [`GET /api/network/suggest?q=${"a".repeat(20_000)} HTTP/1.1`, `Host: localhost:${app.port}`]);
    expect(res.status).toBe(431);
    expect(res.headers["x-request-id"]).toMatch(ID);
    expect(JSON.parse(res.body)).toMatchObject({ error: "headers_too_large" });
  });
});

describe("HEAD refusals our own server writes carry no body", () => {
  const web = (port: number) => `Host: localhost:${port}`;
  const api = (port: number) => `Host: api.localhost:${port}`;
  it.each([
    ["a head over 16 KiB (Node's parser)", 431, (p: number) => [`HEAD /api/network/suggest?q=${"a".repeat(20_000)} HTTP/1.1`, web(p)]],
    ["a header line without a colon (Node's parser)", 400, (p: number) => ["HEAD /api/version HTTP/1.1", web(p), "No colon here"]],
    ["a malformed escape (request guard)", 400, (p: number) => ["HEAD /api/network/suggest?q=%zz HTTP/1.1", web(p)]],
    ["an absolute-form target for another host", 400, () => ["HEAD http://elsewhere.example/ HTTP/1.1", "Host: elsewhere.example"]],
    [
      "two Authorization headers",
      400,
      (p: number) => ["HEAD /v1/marketplace/leads HTTP/1.1", api(p), "Authorization: Bearer a", "Authorization: Bearer b"],
    ],
    ["a path that takes POST only", 405, (p: number) => ["HEAD /api/auth/sign-in HTTP/1.1", web(p)]],
    ["a fast-lane read of an unknown company", 404, (p: number) => ["HEAD /public/trust/no-such-company HTTP/1.1", api(p)]],
    ["a fast-lane read, compressed", 404, (p: number) => ["HEAD /public/trust/no-such-company HTTP/1.1", api(p), "Accept-Encoding: gzip"]],
    ["a fast-lane read with a bad parameter", 400, (p: number) => ["HEAD /api/network/profile?q= HTTP/1.1", web(p)]],
  ] as const)("%s: %d, headers only", async (_what, status, lines) => {
    const res = await rawRequest(app.port, [...lines(app.port)]);
    expect(res.status).toBe(status);
    expect(res.headers["x-request-id"]).toMatch(ID);
    expect(res.body).toBe("");
  });

  it("a full log tile's HEAD has its length and no body", async () => {
    const res = await rawRequest(app.port, ["HEAD /log/tile/0/000 HTTP/1.1", `Host: api.localhost:${app.port}`]);
    expect([200, 404]).toContain(res.status);
    expect(res.body).toBe("");
  });
});
