// The EU AI Act API behind the session: the web host forwards with a scoped token it mints server-side
// (bound to its own key, with its DPoP proof), and the API host never sees the cookie; /v1/eu/... refuses
// every other credential with 401; another workspace's system is "not found"; writes honour
// Idempotency-Key; the per-minute window answers 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDpopProof } from "@/lib/auth/api-host-client";
import { serverKey } from "@/lib/auth/server-key";
import * as dpop from "dpop";
import { clientKey, confirmedAccount, createKey, dpopHeaders, type Account, type ClientKey } from "@/tests/auth/support";
import { startAppBehindRecorder, type ProxiedApp } from "@/tests/eu-ai-act/support";

const LIMIT = 12;
let p: ProxiedApp;
let owner: Account;
let stranger: Account;
let systemId: string;
beforeAll(async () => {
  p = await startAppBehindRecorder({ EU_RATE_PER_MINUTE: String(LIMIT) });
  owner = await confirmedAccount(p.app, "eu-owner", "Owner Co");
  stranger = await confirmedAccount(p.app, "eu-stranger", "Stranger Co");
});
afterAll(async () => {
  await p?.stop();
});

/** A proof for the API host as API_URL names it (through the recorder), made by the `dpop` package. */
const proof = (key: ClientKey, method: string, path: string, token: string) =>
  dpop.generateProof(key.keyPair, p.api.url(path), method, undefined, token);

const CHATBOT = { name: "Support chatbot", intended_purpose: "Answers customer questions", role: "provider", interacts_with_people: "yes" };

describe("forwarding from the web host", () => {
  it("reaches the API host with a server-minted scoped token and its proof, never with the session cookie", async () => {
    const before = p.seen.length;
    const created = await p.app.web.post("/api/eu/systems", CHATBOT, { cookie: owner.cookie });
    expect(created.status, created.text).toBe(201);
    systemId = created.body.id;
    const list = await p.app.web.get("/api/eu/systems", { cookie: owner.cookie, accept: "application/json" });
    expect(list.status).toBe(200);
    expect(list.body.systems.map((s: { id: string }) => s.id)).toEqual([systemId]);

    const calls = p.seen.slice(before);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /v1/eu/systems", "GET /v1/eu/systems"]);
    const cookieValue = owner.cookie.split("=").slice(1).join("=");
    for (const c of calls) {
      expect(c.headers.cookie).toBeUndefined();
      expect(JSON.stringify(c.headers)).not.toContain(cookieValue);
      expect(c.headers.authorization).toMatch(/^DPoP st_[A-Za-z0-9_-]+$/);
      expect(c.headers.dpop).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const tokens = await p.app.db.scopedToken.findMany({ where: { workspaceId: owner.workspace.id }, orderBy: { createdAt: "asc" } });
    expect(tokens.map((t) => [t.operation, t.parentKind, t.dpopJkt])).toEqual([
      ["eu.write", "session", (await serverKey()).jkt],
      ["eu.read", "session", (await serverKey()).jkt],
    ]);
    expect((tokens[0].expiresAt.getTime() - tokens[0].createdAt.getTime()) / 60_000).toBe(15);
  });

  it("reuses the minted token for the session instead of minting one per call", async () => {
    await p.app.web.get(`/api/eu/systems/${systemId}`, { cookie: owner.cookie });
    await p.app.web.get(`/api/eu/systems/${systemId}/status`, { cookie: owner.cookie });
    expect(await p.app.db.scopedToken.count({ where: { workspaceId: owner.workspace.id } })).toBe(2);
  });

  it("refuses without a session (401) and a write from another site (403)", async () => {
    const anonymous = await p.app.web.get("/api/eu/systems");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("unauthorized");
    const crossSite = await p.app.web.post("/api/eu/systems", CHATBOT, { cookie: owner.cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toBe("forbidden");
  });
});

describe("the API host unreachable", () => {
  it("answers 503 api_host_unavailable with Retry-After at once, and works again when it is back", async () => {
    p.apiDown = true;
    try {
      const res = await p.app.web.get("/api/eu/systems", { cookie: owner.cookie });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("api_host_unavailable");
      expect(res.headers.get("retry-after")).toBe("5");
      const problem = await p.app.web.get("/api/eu/systems", { cookie: owner.cookie, accept: "application/problem+json" });
      expect(problem.body).toMatchObject({ code: "api_host_unavailable", retryable: true, next_action: "retry_later" });
    } finally {
      p.apiDown = false;
    }
    expect((await p.app.web.get("/api/eu/systems", { cookie: owner.cookie })).status).toBe(200);
  });
});

describe("the API host without the server-side credential", () => {
  it("is 401 with no credential", async () => {
    const res = await p.api.get("/v1/eu/systems");
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthorized");
  });

  it("is 401 for a bound workspace API key with a valid proof of its own key", async () => {
    const client = await clientKey("ES256");
    const key = await createKey(p.app, owner, client.jkt);
    const res = await p.api.get("/v1/eu/systems", dpopHeaders(key.key, await proof(client, "GET", "/v1/eu/systems", key.key)));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthorized");
    expect(res.body.message).toContain("signed-in web session only");
  });

  it("is 401 for the session token itself, even with the web server's own proof", async () => {
    const sessionToken = decodeURIComponent(owner.cookie.split("=").slice(1).join("="));
    const url = p.api.url("/v1/eu/systems");
    const res = await p.api.get("/v1/eu/systems", {
      authorization: `DPoP ${sessionToken}`,
      dpop: await serverDpopProof("GET", url, sessionToken),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toContain("signed-in web session only");
  });

  it("cannot be reached with a scoped token a user mints for themselves", async () => {
    const client = await clientKey("Ed25519");
    const mintEu = await p.app.web.post(
      "/api/workspace/tokens",
      { operation: "eu.read", dpop_jkt: client.jkt, ttl_minutes: 15 },
      { cookie: owner.cookie },
    );
    expect(mintEu.status).toBe(400);
    expect(mintEu.body.message).toContain("operation");
    const minted = await p.app.web.post(
      "/api/workspace/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 15 },
      { cookie: owner.cookie },
    );
    expect(minted.status, minted.text).toBe(201);
    const res = await p.api.get(
      "/v1/eu/systems",
      dpopHeaders(minted.body.token, await proof(client, "GET", "/v1/eu/systems", minted.body.token)),
    );
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_token");
  });
});

describe("refusals named by the registry", () => {
  it(
    "refuses malformed bodies on the web host before forwarding, and a " +
      "malformed Idempotency-Key (checked by the API host) naming the header",
    async () => {
      const who = await confirmedAccount(p.app, "eu-refusals");
      const before = p.seen.length;
      const badJson = await p.app.web.request("POST", "/api/eu/systems", {
        rawBody: "{not json",
        headers: { cookie: who.cookie, "content-type": "application/json" },
      });
      expect([badJson.status, badJson.body.error]).toEqual([400, "bad_json"]);
      const xml = await p.app.web.request("POST", "/api/eu/systems", {
        rawBody: "<system/>",
        headers: { cookie: who.cookie, "content-type": "application/xml" },
      });
      expect([xml.status, xml.body.error]).toEqual([415, "unsupported_media_type"]);
      const huge = await p.app.web.post("/api/eu/systems", { name: "big", intended_purpose: "x".repeat(70_000) }, { cookie: who.cookie });
      expect([huge.status, huge.body.error]).toEqual([413, "payload_too_large"]);
      const badKey = await p.app.web.post("/api/eu/systems", { name: "k" }, { cookie: who.cookie, "idempotency-key": "short" });
      expect([badKey.status, badKey.body.error]).toEqual([400, "invalid_request"]);
      expect(badKey.body.message).toContain("Idempotency-Key");
      // Only the call with a well-formed body was forwarded.
      expect(p.seen.length - before).toBe(1);
    },
  );

  it("refuses a bound key sent as a bearer (dpop_required) or with a proof for another URL (invalid_dpop_proof)", async () => {
    const client = await clientKey("ES256");
    const key = await createKey(p.app, owner, client.jkt, "refusal key");
    const bearer = await p.api.get("/v1/eu/systems", { authorization: `Bearer ${key.key}` });
    expect([bearer.status, bearer.body.error]).toEqual([401, "dpop_required"]);
    expect(bearer.headers.get("www-authenticate")).toMatch(/^DPoP /);
    const wrongUrl = await p.api.get("/v1/eu/systems", dpopHeaders(key.key, await proof(client, "GET", "/v1/eu/changes", key.key)));
    expect([wrongUrl.status, wrongUrl.body.error]).toEqual([401, "invalid_dpop_proof"]);
  });
});

describe("tenant isolation", () => {
  it("answers another workspace's system id with not_found on every route, and lists nothing of it", async () => {
    const cookie = { cookie: stranger.cookie };
    const reads = [
      `/api/eu/systems/${systemId}`,
      `/api/eu/systems/${systemId}/classification`,
      `/api/eu/systems/${systemId}/disclosures`,
      `/api/eu/systems/${systemId}/status`,
    ];
    for (const path of reads) {
      const res = await p.app.web.get(path, cookie);
      expect([path, res.status, res.body.error]).toEqual([path, 404, "not_found"]);
    }
    const writes: [string, unknown][] = [
      [`/api/eu/systems/${systemId}`, { name: "taken over" }],
      [`/api/eu/systems/${systemId}/archive`, undefined],
      [`/api/eu/systems/${systemId}/disclosures/chatbot_notice`, { text: "hijacked" }],
    ];
    for (const [path, body] of writes) {
      const res = await p.app.web.post(path, body, cookie);
      expect([path, res.status, res.body.error]).toEqual([path, 404, "not_found"]);
    }
    const list = await p.app.web.get("/api/eu/systems", cookie);
    expect(list.body.systems).toEqual([]);
    const row = await p.app.db.euSystem.findUniqueOrThrow({ where: { id: systemId } });
    expect([row.name, row.archivedAt]).toEqual([CHATBOT.name, null]);
    expect(await p.app.db.euDisclosure.count({ where: { systemId } })).toBe(0);
  });
});

describe("Idempotency-Key on forwarded writes", () => {
  it("replays a repeated create once, and refuses the key with a different body (409)", async () => {
    const writer = await confirmedAccount(p.app, "eu-writer");
    const headers = { cookie: writer.cookie, "idempotency-key": "create-deepfake-0001" };
    const body = { name: "Ad studio", role: "deployer", deep_fake: "yes" };
    const first = await p.app.web.post("/api/eu/systems", body, headers);
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get("idempotency-status")).toBe("new");
    const again = await p.app.web.post("/api/eu/systems", body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-status")).toBe("replayed");
    expect(again.body.id).toBe(first.body.id);
    expect(await p.app.db.euSystem.count({ where: { workspaceId: writer.workspace.id, name: "Ad studio" } })).toBe(1);
    const other = await p.app.web.post("/api/eu/systems", { ...body, name: "Other" }, headers);
    expect(other.status).toBe(409);
    expect(other.body.error).toBe("idempotency_key_reused");
  });
});

describe("rate limit", () => {
  it(`answers 429 with Retry-After once the workspace's per-minute window (${LIMIT} in this test) is spent`, async () => {
    const busy = await confirmedAccount(p.app, "eu-busy");
    let refused = null;
    for (let i = 0; i < LIMIT * 2 + 2 && !refused; i++) {
      const res = await p.app.web.get("/api/eu/systems", { cookie: busy.cookie });
      if (res.status === 429) refused = { res, i };
      else expect(res.status).toBe(200);
    }
    expect(refused, "a 429 within two windows' worth of requests").not.toBeNull();
    const { res } = refused!;
    expect(res.body.error).toBe("rate_limited");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other workspaces keep their own windows.
    expect((await p.app.web.get("/api/eu/systems", { cookie: owner.cookie })).status).toBe(200);
  });
});
