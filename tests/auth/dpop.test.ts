// Workspace credentials on the API host, tested as an attacker would: DPoP proofs from third-party
// clients and hand-made hostile ones, bearer misuse, ingest keys, revocation, scoped tokens, sessions
// forwarded by the web server, and tenant isolation.
import { randomUUID } from "node:crypto";
import * as oauth from "oauth4webapi";
import { SignJWT } from "jose";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import {
  ath,
  clientKey,
  confirmedAccount,
  craftedProof,
  createKey,
  dpopHeaders,
  joseEd25519,
  proof,
  type Account,
  type ClientKey,
} from "@/tests/auth/support";

let app: TestApp;
let a: Account;
let b: Account;
let keyA: ClientKey;
let keyB: ClientKey;
let boundA: { id: string; key: string };
let boundB: { id: string; key: string };

beforeAll(async () => {
  app = await startApp();
  [a, b] = [await confirmedAccount(app, "alpha", "Alpha Labs"), await confirmedAccount(app, "bravo", "Bravo Systems")];
  [keyA, keyB] = [await clientKey("Ed25519"), await clientKey("ES256")];
  boundA = await createKey(app, a, keyA.jkt, "alpha bound");
  boundB = await createKey(app, b, keyB.jkt, "bravo bound");
});
afterAll(async () => {
  await app?.stop();
});

const WS = "/v1/workspace";

async function getWorkspace(token: string, key: ClientKey, extra: Record<string, string> = {}, path = WS) {
  return app.api.get(path, { ...dpopHeaders(token, await proof(app, key, "GET", path, token)), ...extra });
}

function expectRefusal(res: { status: number; body: any; headers: Headers }, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(res.body.error).toBe(code);
  const challenge = res.headers.get("www-authenticate") ?? "";
  expect(challenge).toMatch(/^DPoP /);
  expect(challenge).toContain('algs="ES256 EdDSA Ed25519"');
  if (code !== "unauthorized") expect(challenge).toContain(`error="${code}"`);
}

describe("a bound key with proofs from third-party DPoP clients", () => {
  it("reaches GET /v1/workspace with the `dpop` package (alg Ed25519) and names its own workspace", async () => {
    const res = await getWorkspace(boundA.key, keyA);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      id: a.workspace.id,
      slug: a.workspace.slug,
      name: "Alpha Labs",
      credential: { kind: "api_key", id: boundA.id },
    });
    expect(res.headers.get("x-svc-automation")).toMatch(/Never automated/);
  });

  it("reaches it with oauth4webapi (ES256), which sends its own proof", async () => {
    const keyPair = await oauth.generateKeyPair("ES256", { extractable: true });
    const dpopHandle = oauth.DPoP({}, keyPair);
    const thumbprint = await dpopHandle.calculateThumbprint();
    const key = await createKey(app, a, thumbprint, "oauth4webapi");
    const loopback = new Agent({
      connect: {
        lookup: (_h, o, cb) =>
          (o as { all?: boolean }).all ? cb(null, [{ address: "127.0.0.1", family: 4 }] as never) : cb(null, "127.0.0.1", 4),
      },
    });
    const res = await oauth.protectedResourceRequest(key.key, "GET", new URL(app.api.url(WS)), new Headers(), null, {
      DPoP: dpopHandle,
      [oauth.allowInsecureRequests]: true,
      [oauth.customFetch]: (url: string, init: any) => undiciFetch(url, { ...init, dispatcher: loopback }) as never,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(a.workspace.id);
  });

  it("accepts an htu that differs only by case of scheme and host (RFC 3986 normalisation)", async () => {
    const htu = app.api.url(WS).replace("http://api.localhost", "HTTP://API.LOCALHOST");
    const p = await craftedProof(keyA, { htm: "GET", htu, ath: ath(boundA.key) });
    const res = await app.api.get(WS, dpopHeaders(boundA.key, p));
    expect(res.status, res.text).toBe(200);
  });

  it("ignores the query string when comparing htu", async () => {
    const p = await proof(app, keyA, "GET", WS, boundA.key);
    const res = await app.api.get(`${WS}?debug=1`, dpopHeaders(boundA.key, p));
    expect(res.status).toBe(200);
  });
});

describe("hostile and broken proofs", () => {
  const base = () => ({ htm: "GET", htu: app.api.url(WS), ath: ath(boundA.key) });

  it("refuses the same proof replayed with invalid_dpop_proof", async () => {
    const p = await proof(app, keyA, "GET", WS, boundA.key);
    expect((await app.api.get(WS, dpopHeaders(boundA.key, p))).status).toBe(200);
    expectRefusal(await app.api.get(WS, dpopHeaders(boundA.key, p)), "invalid_dpop_proof");
  });

  it("refuses iat six minutes old and two minutes ahead, and accepts four minutes old", async () => {
    const now = Math.floor(Date.now() / 1000);
    expectRefusal(
      await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), iat: now - 360 }))),
      "invalid_dpop_proof",
    );
    expectRefusal(
      await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), iat: now + 120 }))),
      "invalid_dpop_proof",
    );
    expect((await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), iat: now - 240 })))).status).toBe(200);
  });

  it("refuses a wrong htu: another path, the web host, the internal rewritten path", async () => {
    for (const htu of [app.api.url("/v1/tokens"), `${app.baseUrl}/v1/workspace`, app.api.url("/worker-host/v1/workspace")]) {
      const res = await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), htu })));
      expectRefusal(res, "invalid_dpop_proof");
      expect(res.body.message).toMatch(/htu/);
    }
  });

  it("refuses a wrong htm", async () => {
    expectRefusal(
      await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), htm: "POST" }))),
      "invalid_dpop_proof",
    );
  });

  it("refuses a wrong ath and a missing one", async () => {
    const res = await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, { ...base(), ath: ath("tk_live_other") })));
    expectRefusal(res, "invalid_dpop_proof");
    expect(res.body.message).toMatch(/ath/);
    const { ath: _drop, ...noAth } = base();
    expectRefusal(await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, noAth))), "invalid_dpop_proof");
  });

  it("refuses alg HS256 (a MAC keyed with anything the attacker likes)", async () => {
    const pub = await joseEd25519();
    const p = await new SignJWT({ ...base(), jti: randomUUID(), iat: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: "HS256", typ: "dpop+jwt", jwk: pub.publicJwk } as never)
      .sign(new TextEncoder().encode("attacker-chosen-secret-0123456789"));
    const res = await app.api.get(WS, dpopHeaders(boundA.key, p));
    expectRefusal(res, "invalid_dpop_proof");
    expect(res.body.message).toMatch(/HS256/);
  });

  it("refuses alg none (an unsigned proof)", async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const jwk = (await joseEd25519()).publicJwk;
    const p = `${enc({ alg: "none", typ: "dpop+jwt", jwk })}.${enc({ ...base(), jti: randomUUID(), iat: Math.floor(Date.now() / 1000) })}.`;
    const res = await app.api.get(WS, dpopHeaders(boundA.key, p));
    expectRefusal(res, "invalid_dpop_proof");
    expect(res.body.message).toMatch(/none/);
  });

  it("refuses a jwk carrying the private member d", async () => {
    const k = await joseEd25519();
    const key = await createKey(app, a, await (await import("jose")).calculateJwkThumbprint(k.publicJwk), "leaky client");
    const p = await new SignJWT({
      htm: "GET",
      htu: app.api.url(WS),
      ath: ath(key.key),
      jti: randomUUID(),
      iat: Math.floor(Date.now() / 1000),
    })
      .setProtectedHeader({ alg: "EdDSA", typ: "dpop+jwt", jwk: k.privateJwk } as never)
      .sign(k.privateKey);
    const res = await app.api.get(WS, dpopHeaders(key.key, p));
    expectRefusal(res, "invalid_dpop_proof");
    expect(res.body.message).toMatch(/private/);
  });

  it("refuses a typ other than dpop+jwt", async () => {
    expectRefusal(await app.api.get(WS, dpopHeaders(boundA.key, await craftedProof(keyA, base(), { typ: "JWT" }))), "invalid_dpop_proof");
  });

  it("refuses another key's valid proof with invalid_token", async () => {
    const res = await getWorkspace(boundA.key, keyB);
    expectRefusal(res, "invalid_token");
  });

  it("refuses two DPoP headers, and garbage", async () => {
    const p1 = await proof(app, keyA, "GET", WS, boundA.key);
    const p2 = await proof(app, keyA, "GET", WS, boundA.key);
    expectRefusal(await app.api.get(WS, { authorization: `DPoP ${boundA.key}`, dpop: `${p1}, ${p2}` }), "invalid_dpop_proof");
    expectRefusal(await app.api.get(WS, dpopHeaders(boundA.key, "not-a-jws")), "invalid_dpop_proof");
  });

  it("asks for a proof (dpop_required) when the DPoP header is missing", async () => {
    expectRefusal(await app.api.get(WS, { authorization: `DPoP ${boundA.key}` }), "dpop_required");
  });
});

describe("bearer use, missing and unknown credentials", () => {
  it("refuses a bound key sent as a bearer token (401) and audits it", async () => {
    const before = await app.db.auditEvent.count({ where: { workspaceId: a.workspace.id, action: "credential.refused" } });
    const res = await app.api.get(WS, { authorization: `Bearer ${boundA.key}` });
    expectRefusal(res, "dpop_required");
    const row = await app.db.auditEvent.findFirst({
      where: { workspaceId: a.workspace.id, action: "credential.refused" },
      orderBy: { seq: "desc" },
    });
    expect(await app.db.auditEvent.count({ where: { workspaceId: a.workspace.id, action: "credential.refused" } })).toBe(before + 1);
    expect(row).toMatchObject({
      method: "GET",
      path: "/v1/workspace",
      status: 401,
      credential: `api_key:${boundA.id}`,
      detail: { reason: "bearer", scheme: "Bearer" },
    });
  });

  it("audits every refused use of a bound credential without its valid proof", async () => {
    const since = (await app.db.auditEvent.findFirst({ where: { workspaceId: b.workspace.id }, orderBy: { seq: "desc" } }))!.seq;
    await app.api.get(WS, { authorization: `DPoP ${boundB.key}` });
    await getWorkspace(boundB.key, keyA);
    await app.api.get(WS, dpopHeaders(boundB.key, "x.y.z"));
    const rows = await app.db.auditEvent.findMany({ where: { workspaceId: b.workspace.id, seq: { gt: since } }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => [r.action, (r.detail as any).reason])).toEqual([
      ["credential.refused", "no_proof"],
      ["credential.refused", "wrong_key"],
      ["credential.refused", "invalid_proof"],
    ]);
  });

  it("answers no credential with 401 unauthorized and the DPoP challenge", async () => {
    expectRefusal(await app.api.get(WS), "unauthorized");
    expectRefusal(await app.api.get(WS, { authorization: "Basic dXNlcjpwYXNz" }), "unauthorized");
  });

  it("answers an unknown token: invalid_token with DPoP, unauthorized as bearer", async () => {
    const fake = `tk_live_${"A".repeat(43)}`;
    expectRefusal(await getWorkspace(fake, keyA), "invalid_token");
    expectRefusal(await app.api.get(WS, { authorization: `Bearer ${fake}` }), "unauthorized");
  });
});

describe("ingest keys and revocation", () => {
  it("refuses an ingest key on every route but the evidence endpoint, as bearer or DPoP", async () => {
    const ingest = await createKey(app, a, undefined, "ingest");
    expectRefusal(await app.api.get(WS, { authorization: `Bearer ${ingest.key}` }), "unauthorized");
    const mint = await app.api.post(
      "/v1/tokens",
      { operation: "workspace.read", dpop_jkt: keyA.jkt },
      { authorization: `Bearer ${ingest.key}` },
    );
    expectRefusal(mint, "unauthorized");
    expect(mint.body.message).toMatch(/evidence\/webhook/);
    expectRefusal(await getWorkspace(ingest.key, keyA), "unauthorized");
  });

  it("refuses a revoked key on the very next request, and the scoped tokens it minted", async () => {
    const client = await clientKey();
    const key = await createKey(app, a, client.jkt, "to revoke");
    const mint = await app.api.post(
      "/v1/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt },
      dpopHeaders(key.key, await proof(app, client, "POST", "/v1/tokens", key.key)),
    );
    expect(mint.status, mint.text).toBe(201);
    expect((await getWorkspace(key.key, client)).status).toBe(200);
    const revoke = await app.web.post(`/api/workspace/keys/${key.id}/revoke`, undefined, { cookie: a.cookie });
    expect(revoke.status).toBe(200);
    expectRefusal(await getWorkspace(key.key, client), "invalid_token");
    expectRefusal(await getWorkspace(mint.body.token, client), "invalid_token");
    const list = await app.web.get("/api/workspace/keys", { cookie: a.cookie });
    expect(list.body.keys.find((k: any) => k.id === key.id).revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(list.body)).not.toContain(key.key);
  });
});

describe("scoped tokens", () => {
  async function mint(body: Record<string, unknown>, token = boundA.key, key = keyA) {
    return app.api.post("/v1/tokens", body, dpopHeaders(token, await proof(app, key, "POST", "/v1/tokens", token)));
  }

  it("mints an st_ token for one operation, 15 to 60 minutes, bound to dpop_jkt", async () => {
    const client = await clientKey("ES256");
    const started = Date.now();
    const res = await mint({ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 60 });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ token_type: "DPoP", operation: "workspace.read", dpop_jkt: client.jkt });
    expect(res.body.token).toMatch(/^st_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.body.expires_at) - started).toBeGreaterThanOrEqual(59 * 60_000);
    expect(Date.parse(res.body.expires_at) - started).toBeLessThanOrEqual(61 * 60_000);
    const use = await getWorkspace(res.body.token, client);
    expect(use.status, use.text).toBe(200);
    expect(use.body.credential).toEqual({ kind: "scoped_token", id: expect.any(String) });
    expect(use.body.id).toBe(a.workspace.id);
    // The minting key's proof is not the token's key.
    expectRefusal(await getWorkspace(res.body.token, keyA), "invalid_token");
    expectRefusal(await app.api.get(WS, { authorization: `Bearer ${res.body.token}` }), "dpop_required");
  });

  it("refuses a ttl_minutes that is not a whole number (text, a fraction) with a message that says so", async () => {
    const client = await clientKey();
    for (const ttl of ["30", 15.5, null]) {
      const bad = await mint({ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: ttl });
      expect(bad.status, String(ttl)).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({
        in: "body",
        name: "ttl_minutes",
        message: "Send a whole number of minutes from 15 to 60.",
      });
      expect(bad.body.message).not.toMatch(/Missing/);
    }
  });

  it("defaults to 15 minutes and refuses 14, 61 and a missing dpop_jkt, naming the field", async () => {
    const client = await clientKey();
    const res = await mint({ operation: "workspace.read", dpop_jkt: client.jkt });
    expect(res.status).toBe(201);
    expect(res.body.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.round((Date.parse(res.body.expires_at) - Date.now()) / 60_000)).toBe(15);
    for (const [body, field] of [
      [{ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 14 }, "ttl_minutes"],
      [{ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 61 }, "ttl_minutes"],
      [{ operation: "workspace.read" }, "dpop_jkt"],
      [{ operation: "everything", dpop_jkt: client.jkt }, "operation"],
    ] as const) {
      const bad = await mint(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error).toBe("bad_request");
      expect(bad.body.errors[0].name).toBe(field);
    }
  });

  it("answers an unreadable, mistyped or oversized body with 400 bad_json, 415 and 413", async () => {
    const headers = async () => ({ ...dpopHeaders(boundA.key, await proof(app, keyA, "POST", "/v1/tokens", boundA.key)) });
    const broken = await app.api.request("POST", "/v1/tokens", {
      rawBody: "{",
      headers: { ...(await headers()), "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("bad_json");
    const form = await app.api.request("POST", "/v1/tokens", {
      rawBody: "operation=workspace.read",
      headers: { ...(await headers()), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe("unsupported_media_type");
    const huge = await app.api.request("POST", "/v1/tokens", {
      rawBody: JSON.stringify({ operation: "x".repeat(70_000) }),
      headers: { ...(await headers()), "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe("payload_too_large");
  });

  it("refuses a scoped token on another operation's route, and as a minter", async () => {
    const client = await clientKey();
    const res = await mint({ operation: "marketplace.leads.read", dpop_jkt: client.jkt });
    const other = await getWorkspace(res.body.token, client);
    expectRefusal(other, "invalid_token");
    expect(other.body.message).toMatch(/marketplace\.leads\.read/);
    const wsToken = (await mint({ operation: "workspace.read", dpop_jkt: client.jkt })).body.token;
    expectRefusal(await mint({ operation: "workspace.read", dpop_jkt: client.jkt }, wsToken, client), "invalid_token");
  });

  it("refuses an expired scoped token", async () => {
    const client = await clientKey();
    const res = await mint({ operation: "workspace.read", dpop_jkt: client.jkt });
    await app.db.scopedToken.updateMany({
      where: { operation: "workspace.read", dpopJkt: client.jkt },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expectRefusal(await getWorkspace(res.body.token, client), "invalid_token");
  });

  it("audits every write made with a workspace credential", async () => {
    const client = await clientKey();
    const res = await mint({ operation: "workspace.read", dpop_jkt: client.jkt });
    expect(res.status).toBe(201);
    const row = await app.db.auditEvent.findFirst({
      where: { workspaceId: a.workspace.id, action: "credential.write" },
      orderBy: { seq: "desc" },
    });
    expect(row).toMatchObject({
      method: "POST",
      path: "/v1/tokens",
      status: 201,
      credential: `api_key:${boundA.id}`,
      replay: false,
      actorType: "api_key",
    });
    const bad = await mint({ operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 99 });
    expect(bad.status).toBe(400);
    const refused = await app.db.auditEvent.findFirst({
      where: { workspaceId: a.workspace.id, action: "credential.write" },
      orderBy: { seq: "desc" },
    });
    expect(refused).toMatchObject({ method: "POST", path: "/v1/tokens", status: 400, credential: `api_key:${boundA.id}` });
  });

  it("checks the credential before the body: no credential or an ingest key learns nothing about the body", async () => {
    const ingest = await createKey(app, a, undefined, "ingest, body first");
    for (const headers of [{}, { authorization: `Bearer ${ingest.key}` }] as Record<string, string>[]) {
      const broken = await app.api.request("POST", "/v1/tokens", {
        rawBody: "{",
        headers: { ...headers, "content-type": "application/json" },
      });
      expectRefusal(broken, "unauthorized");
      const invalid = await app.api.post("/v1/tokens", { operation: "nope" }, headers);
      expectRefusal(invalid, "unauthorized");
    }
  });
});

describe("sessions on the API host", () => {
  it("the web server forwards the session with its own proof: a scoped token minted from the signed-in page works", async () => {
    const client = await clientKey();
    const res = await app.web.post(
      "/api/workspace/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt, ttl_minutes: 30 },
      { cookie: a.cookie },
    );
    expect(res.status, res.text).toBe(201);
    const use = await getWorkspace(res.body.token, client);
    expect(use.status).toBe(200);
    expect(use.body.id).toBe(a.workspace.id);
    const st = await app.db.scopedToken.findFirst({ where: { dpopJkt: client.jkt } });
    expect(st).toMatchObject({ parentKind: "session", workspaceId: a.workspace.id });
    const write = await app.db.auditEvent.findFirst({
      where: { workspaceId: a.workspace.id, action: "credential.write", credential: { startsWith: "session:" } },
    });
    expect(write).toMatchObject({ method: "POST", path: "/v1/tokens", status: 201 });
  });

  it("refuses the browser's cookie sent to the API host directly: as bearer, with the thief's own key, with no proof", async () => {
    const stolen = decodeURIComponent(a.cookie.slice("svc_session=".length));
    const thief = await clientKey();
    const before = await app.db.auditEvent.count({
      where: { workspaceId: a.workspace.id, action: "credential.refused", credential: { startsWith: "session:" } },
    });
    expectRefusal(await app.api.get(WS, { authorization: `Bearer ${stolen}` }), "dpop_required");
    expectRefusal(await getWorkspace(stolen, thief), "invalid_token");
    expectRefusal(await app.api.get(WS, { authorization: `DPoP ${stolen}` }), "dpop_required");
    expect(
      await app.db.auditEvent.count({
        where: { workspaceId: a.workspace.id, action: "credential.refused", credential: { startsWith: "session:" } },
      }),
    ).toBe(before + 3);
  });
});

describe("tenant isolation: the workspace comes from the credential only", () => {
  it("ignores another workspace's id in headers, query, path and body", async () => {
    const path = `${WS}?workspace=${b.workspace.id}&workspace_id=${b.workspace.id}&slug=${b.workspace.slug}`;
    const res = await app.api.get(path, {
      ...dpopHeaders(boundA.key, await proof(app, keyA, "GET", WS, boundA.key)),
      "x-workspace-id": b.workspace.id,
      "x-workspace": b.workspace.slug,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(a.workspace.id);
    const pathId = await getWorkspace(boundA.key, keyA, {}, `${WS}/${b.workspace.id}`);
    expect(pathId.status).toBe(404);
    const client = await clientKey();
    // A workspace named in the body is an unknown field of a strict body: refused, nothing minted.
    const named = await app.api.post(
      "/v1/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt, workspace_id: b.workspace.id, workspace: b.workspace.slug },
      { ...dpopHeaders(boundA.key, await proof(app, keyA, "POST", "/v1/tokens", boundA.key)), "x-workspace-id": b.workspace.id },
    );
    expect(named.status).toBe(400);
    expect(named.text).toMatch(/workspace/);
    expect(await app.db.scopedToken.count({ where: { dpopJkt: client.jkt } })).toBe(0);
    const mint = await app.api.post(
      "/v1/tokens",
      { operation: "workspace.read", dpop_jkt: client.jkt },
      { ...dpopHeaders(boundA.key, await proof(app, keyA, "POST", "/v1/tokens", boundA.key)), "x-workspace-id": b.workspace.id },
    );
    expect(mint.status).toBe(201);
    expect((await app.db.scopedToken.findFirst({ where: { dpopJkt: client.jkt } }))!.workspaceId).toBe(a.workspace.id);
    expect((await getWorkspace(mint.body.token, client)).body.id).toBe(a.workspace.id);
  });

  it("cannot revoke, list or export another workspace's keys, sessions or audit log from the web host", async () => {
    const revoke = await app.web.post(
      `/api/workspace/keys/${boundB.id}/revoke`,
      { workspace_id: b.workspace.id },
      { cookie: a.cookie, "x-workspace-id": b.workspace.id },
    );
    expect(revoke.status).toBe(404);
    expect((await getWorkspace(boundB.key, keyB)).status).toBe(200);
    const bSession = (await app.db.session.findFirst({ where: { user: { email: b.email }, revokedAt: null } }))!;
    expect((await app.web.post(`/api/account/sessions/${bSession.id}/revoke`, undefined, { cookie: a.cookie })).status).toBe(404);
    expect((await app.web.get("/api/account", { cookie: b.cookie })).status).toBe(200);
    const keys = await app.web.get(`/api/workspace/keys?workspace=${b.workspace.id}`, {
      cookie: a.cookie,
      "x-workspace-id": b.workspace.id,
    });
    expect(keys.body.keys.map((k: any) => k.id)).not.toContain(boundB.id);
    const exported = await app.web.get(`/api/workspace/audit/export?format=jsonl&workspace=${b.workspace.id}`, { cookie: a.cookie });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain(boundB.id);
    expect(exported.text).not.toContain(b.workspace.slug);
  });
});
