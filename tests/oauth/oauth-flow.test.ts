// The OAuth authorization server and the resource servers' token check, driven by a real OAuth client
// (oauth4webapi) against the served app: discovery, dynamic registration, sign-in and consent through the
// pages, a DPoP-bound token for one resource, refresh with rotation, revocation from account security, and
// every refusal with its status and WWW-Authenticate challenge.
import { randomUUID } from "node:crypto";
import * as dpopLib from "dpop";
import { SignJWT, UnsecuredJWT, generateKeyPair, importJWK, type JWK } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/api-error";
import { verifyAccessToken } from "@/lib/http/oauth-access-token";
import { oauthSigningKey } from "@/lib/oauth/signing-key";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { PASSWORD, confirmedAccount, cookieFrom, type Account } from "@/tests/auth/support";
import { CookieJar, claimsOf, discover, headerOf, http, obtainToken, register, type Flow } from "@/tests/oauth/support";

let app: TestApp;
let as: oauth.AuthorizationServer;
let account: Account;
let mcp: string;
let a2a: string;

beforeAll(async () => {
  app = await startApp();
  mcp = `${app.apiUrl}/public/mcp`;
  a2a = `${app.apiUrl}/a2a/v1`;
  as = await discover(app);
  account = await confirmedAccount(app, "oauth");
});
afterAll(async () => {
  await app?.stop();
});

/** The web session cookie of `account`, as the sign-in page sets it. */
async function signInRoute(flow: Flow): Promise<string> {
  const res = await app.web.post("/api/auth/sign-in", { email: flow.account.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

async function newFlow(acc: Account = account, name = "test agent"): Promise<Flow> {
  return { as, client: await register(as, name), jar: new CookieJar(), account: acc };
}

async function es256(): Promise<{ handle: (f: Flow) => oauth.DPoPHandle; keyPair: CryptoKeyPair; jkt: string }> {
  const keyPair = (await generateKeyPair("ES256", { extractable: true })) as CryptoKeyPair;
  return { keyPair, jkt: await dpopLib.calculateThumbprint(keyPair.publicKey), handle: (f) => oauth.DPoP(f.client, keyPair) };
}

/** A fresh proof for one request to the A2A endpoint (the `dpop` package: a third-party implementation). */
function proofFor(keyPair: CryptoKeyPair, token: string, url = a2a, method = "POST"): Promise<string> {
  return dpopLib.generateProof(keyPair, url, method, undefined, token);
}

const LIST_TASKS = { jsonrpc: "2.0", id: 1, method: "ListTasks", params: {} };

function callA2a(headers: Record<string, string>) {
  return app.api.post("/a2a/v1", LIST_TASKS, headers);
}

function challengeOf(res: { headers: Headers }): string {
  return res.headers.get("www-authenticate") ?? "";
}

describe("discovery documents", () => {
  it("serves RFC 8414 metadata at {base_url}/.well-known/oauth-authorization-server with the required members", async () => {
    const res = await app.web.get("/.well-known/oauth-authorization-server");
    expect(res.status).toBe(200);
    const m = res.body;
    // RFC 8414 §2: issuer (the identifier the document was fetched for), and the endpoints the grant uses.
    expect(m.issuer).toBe(app.baseUrl);
    expect(m.authorization_endpoint).toBe(`${app.baseUrl}/oauth/authorize`);
    expect(m.token_endpoint).toBe(`${app.baseUrl}/oauth/token`);
    expect(m.registration_endpoint).toBe(`${app.baseUrl}/oauth/register`);
    expect(m.jwks_uri).toBe(`${app.baseUrl}/oauth/jwks`);
    expect(m.response_types_supported).toEqual(["code"]);
    expect(m.grant_types_supported).toEqual(expect.arrayContaining(["authorization_code", "refresh_token"]));
    expect(m.code_challenge_methods_supported).toEqual(["S256"]);
    expect(m.dpop_signing_alg_values_supported).toEqual(expect.arrayContaining(["ES256", "EdDSA"]));
    expect(m.token_endpoint_auth_methods_supported).toEqual(["none"]);
    // oauth4webapi checked the issuer against the address in beforeAll.
    expect(as.issuer).toBe(app.baseUrl);
  });

  it("serves RFC 9728 metadata for each protected resource, naming the authorization server", async () => {
    for (const resource of [mcp, a2a]) {
      const url = new URL(resource);
      // oauth4webapi validates the document (resource equals the identifier it was fetched for).
      const meta = await oauth.processResourceDiscoveryResponse(url, await oauth.resourceDiscoveryRequest(url, http));
      expect(meta.resource).toBe(resource);
      expect(meta.authorization_servers).toEqual([app.baseUrl]);
      expect(meta.bearer_methods_supported).toEqual(["header"]);
      expect(meta.dpop_signing_alg_values_supported).toEqual(expect.arrayContaining(["ES256", "EdDSA"]));
    }
  });

  it("keeps each document on its own host", async () => {
    expect((await app.web.get("/.well-known/oauth-protected-resource/public/mcp")).status).toBe(404);
    expect((await app.api.get("/.well-known/oauth-authorization-server")).status).toBe(404);
    expect((await app.api.get("/oauth/jwks")).status).toBe(404);
    // Served at the RFC 8414 address only; not presented as an OpenID provider.
    expect((await app.web.get("/.well-known/openid-configuration")).status).toBe(404);
  });
});

describe("the authorization-code flow with PKCE and DPoP", () => {
  it(
    "registers, signs in through the pages, consents and gets a " + "DPoP-bound token for the MCP resource, then refreshes with rotation",
    async () => {
      const flow = await newFlow(account, "Flow test agent");
      expect(flow.client.client_id).toMatch(/.{10,}/);
      const key = await es256();
      const tokens = await obtainToken(app, flow, mcp, key.handle(flow));

      // The consent is in the workspace's audit log.
      const audit = await app.db.auditEvent.findFirst({
        where: { workspaceId: account.workspace.id, action: "oauth_grant.created" },
        orderBy: { at: "desc" },
      });
      expect(audit?.detail).toMatchObject({ client: flow.client.client_id, resources: mcp });
      // Consent named the client, the resource and the workspace.
      expect(tokens.consentHtml).toContain("Flow test agent");
      expect(tokens.consentHtml).toContain(mcp);
      expect(tokens.consentHtml).toContain(account.workspace.name);

      expect(tokens.response.token_type.toLowerCase()).toBe("dpop");
      expect(tokens.response.scope).toBeUndefined();
      const header = headerOf(tokens.accessToken);
      expect(header.typ).toBe("at+jwt");
      expect(header.alg).toBe("EdDSA");
      const claims = claimsOf(tokens.accessToken);
      expect(claims.aud).toBe(mcp);
      expect(claims.iss).toBe(app.baseUrl);
      expect(claims.workspace).toBe(account.workspace.id);
      expect(claims.cnf).toEqual({ jkt: key.jkt });
      expect(claims.scope).toBeUndefined();
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
      const user = await app.db.user.findUniqueOrThrow({ where: { email: account.email.toLowerCase() } });
      expect(claims.sub).toBe(user.id);

      // The MCP resource accepts it (checked through the verifier the MCP server uses) with a fresh proof.
      const caller = await verifyAccessToken(
        new Request(mcp, {
          method: "POST",
          headers: { authorization: `DPoP ${tokens.accessToken}`, dpop: await proofFor(key.keyPair, tokens.accessToken, mcp) },
        }),
        "mcp",
        new URL(mcp),
      );
      expect(caller).toMatchObject({ subject: user.id, workspaceId: account.workspace.id, jkt: key.jkt, clientId: flow.client.client_id });

      // Refresh: a new access token and a new refresh token; the spent one is refused.
      expect(tokens.refreshToken).toMatch(/.{20,}/);
      const refreshed = await oauth.processRefreshTokenResponse(
        as,
        flow.client,
        await oauth.refreshTokenGrantRequest(as, flow.client, oauth.None(), tokens.refreshToken!, { ...http, DPoP: key.handle(flow) }),
      );
      expect(refreshed.access_token).not.toBe(tokens.accessToken);
      expect(refreshed.refresh_token).toMatch(/.{20,}/);
      expect(refreshed.refresh_token).not.toBe(tokens.refreshToken);
      expect(claimsOf(refreshed.access_token)).toMatchObject({
        aud: mcp,
        sub: user.id,
        workspace: account.workspace.id,
        cnf: { jkt: key.jkt },
      });
      const reuse = oauth.refreshTokenGrantRequest(as, flow.client, oauth.None(), tokens.refreshToken!, {
        ...http,
        DPoP: key.handle(flow),
      });
      await expect(oauth.processRefreshTokenResponse(as, flow.client, await reuse)).rejects.toMatchObject({ error: "invalid_grant" });
      // Reuse of a spent refresh token revokes the whole grant: the newest access token stops working too.
      const afterReuse = await verifyAccessToken(
        new Request(mcp, {
          method: "POST",
          headers: { authorization: `DPoP ${refreshed.access_token}`, dpop: await proofFor(key.keyPair, refreshed.access_token, mcp) },
        }),
        "mcp",
        new URL(mcp),
      ).catch((e: unknown) => e);
      expect(afterReuse).toBeInstanceOf(ApiError);
      expect((afterReuse as ApiError).options.headers?.["www-authenticate"]).toMatch(
        /^DPoP .*error="invalid_token", error_description="[^"]*revoked/,
      );
    },
  );

  it("relies on the web host's session: signing out there means signing in again for the next authorization", async () => {
    const other = await confirmedAccount(app, "oauth-session");
    const flow = await newFlow(other, "Session agent");
    expect((await obtainToken(app, flow, mcp)).signedIn).toBe(true);
    // Still signed in on the web host: the next authorization needs consent only.
    expect((await obtainToken(app, flow, a2a)).signedIn).toBe(false);
    const out = await app.web.request("POST", "/api/auth/sign-out", { headers: { cookie: flow.jar.header(), origin: app.baseUrl } });
    expect(out.status).toBeLessThan(400);
    flow.jar.take(out);
    // The authorization server's own session cookie is still in the jar, but it no longer suffices.
    expect((await obtainToken(app, flow, mcp)).signedIn).toBe(true);
  });

  it("persists the flow in the database, not in memory: registered clients and sign-in sessions are OidcPayload rows", async () => {
    const types = await app.db.oidcPayload.groupBy({ by: ["type"], _count: { _all: true } });
    expect(types.map((t) => t.type).sort(), JSON.stringify(types)).toEqual(expect.arrayContaining(["Client", "Session"]));
  });

  it("refuses an authorization request for a resource that is not one of the two", async () => {
    const flow = await newFlow();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: flow.client.client_id,
      redirect_uri: "http://127.0.0.1/callback",
      response_type: "code",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
      resource: "https://elsewhere.example/api",
    }).toString();
    const res = await app.web.get(url.pathname + url.search);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("invalid_target");
  });

  async function startAuthorization(flow: Flow, params: Record<string, string>) {
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: flow.client.client_id,
      redirect_uri: "http://127.0.0.1/callback",
      response_type: "code",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
      ...params,
    }).toString();
    const res = await app.web.get(url.pathname + url.search, { cookie: flow.jar.header() });
    expect(res.status).toBe(303);
    flow.jar.take(res);
    return new URL(res.headers.get("location")!, app.baseUrl).pathname;
  }

  it("consent: Deny sends the client access_denied; a request naming no resource ends in invalid_target", async () => {
    const flow = await newFlow();
    flow.jar = new CookieJar();
    const signIn = await signInRoute(flow);
    const denied = await app.web.request("POST", `${await startAuthorization(flow, { resource: mcp })}/abort`, {
      headers: { cookie: `${flow.jar.header()}; ${signIn}` },
    });
    expect(denied.status).toBe(303);
    const resume = await app.web.get(new URL(denied.headers.get("location")!, app.baseUrl).pathname, { cookie: flow.jar.header() });
    expect(new URL(resume.headers.get("location")!).searchParams.get("error")).toBe("access_denied");

    const interaction = await startAuthorization(flow, {});
    const page = await app.web.get(interaction, { cookie: `${flow.jar.header()}; ${signIn}` });
    expect(page.status).toBe(303);
    const back = await app.web.get(new URL(page.headers.get("location")!, app.baseUrl).pathname, { cookie: flow.jar.header() });
    expect(new URL(back.headers.get("location")!).searchParams.get("error")).toBe("invalid_target");
  });

  it("consent cannot be given from another site: without the browser's interaction cookie the step is refused", async () => {
    const flow = await newFlow();
    const interaction = await startAuthorization(flow, { resource: mcp });
    // A cross-site form post carries no SameSite=Lax cookies: neither the interaction cookie nor the session.
    const forged = await app.web.request("POST", `${interaction}/confirm`, { headers: { cookie: account.cookie } });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain("expired");
  });

  it("refuses an authorization request without PKCE", async () => {
    const flow = await newFlow();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: flow.client.client_id,
      redirect_uri: "http://127.0.0.1/callback",
      response_type: "code",
      resource: mcp,
    }).toString();
    const res = await app.web.get(url.pathname + url.search);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
  });
});

describe("the resource servers refuse, with status and WWW-Authenticate", () => {
  let a2aBound: { token: string; keyPair: CryptoKeyPair };
  let a2aBearer: string;
  let mcpBearer: string;
  let flow: Flow;

  beforeAll(async () => {
    flow = await newFlow(account, "Refusal agent");
    const key = await es256();
    a2aBound = { token: (await obtainToken(app, flow, a2a, key.handle(flow))).accessToken, keyPair: key.keyPair };
    a2aBearer = (await obtainToken(app, flow, a2a)).accessToken;
    mcpBearer = (await obtainToken(app, flow, mcp)).accessToken;
  });

  it("accepts the A2A token at the A2A endpoint (the baseline the refusals differ from)", async () => {
    expect(
      (await callA2a({ authorization: `DPoP ${a2aBound.token}`, dpop: await proofFor(a2aBound.keyPair, a2aBound.token) })).status,
    ).toBe(200);
    expect((await callA2a({ authorization: `Bearer ${a2aBearer}` })).status).toBe(200);
  });

  it("no token: 401 with a Bearer challenge naming the resource metadata", async () => {
    const res = await callA2a({});
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthorized");
    expect(challengeOf(res)).toBe(`Bearer resource_metadata="${app.apiUrl}/.well-known/oauth-protected-resource/a2a/v1"`);
  });

  it("a token for the MCP resource sent to A2A", async () => {
    const res = await callA2a({ authorization: `Bearer ${mcpBearer}` });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_token");
    expect(challengeOf(res)).toMatch(
      new RegExp(
        String.raw`^Bearer error="invalid_token", error_description="[^"]*audience[^"]*", ` +
          String.raw`resource_metadata="http://api\.localhost:\d+/\.well-known/oauth-protected-resource/a2a/v1"$`,
      ),
    );
  });

  it("a token for the A2A resource sent to MCP (through the MCP server's verifier)", async () => {
    const req = new Request(mcp, { method: "POST", headers: { authorization: `Bearer ${a2aBearer}` } });
    const err = await verifyAccessToken(req, "mcp", new URL(mcp)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).code).toBe("invalid_token");
    expect((err as ApiError).options.headers?.["www-authenticate"]).toMatch(
      new RegExp(
        String.raw`^Bearer error="invalid_token", .*` +
          String.raw`resource_metadata="http://api\.localhost:\d+/\.well-known/oauth-protected-resource/public/mcp"$`,
      ),
    );
  });

  it("a bound token without a proof, and as a plain bearer token", async () => {
    const noProof = await callA2a({ authorization: `DPoP ${a2aBound.token}` });
    expect(noProof.status).toBe(401);
    expect(noProof.body.error).toBe("dpop_required");
    expect(challengeOf(noProof)).toMatch(/^DPoP algs="ES256 EdDSA Ed25519", error="dpop_required", .*resource_metadata="[^"]+\/a2a\/v1"$/);
    const asBearer = await callA2a({ authorization: `Bearer ${a2aBound.token}` });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.error).toBe("dpop_required");
    expect(challengeOf(asBearer)).toMatch(/^DPoP /);
  });

  it("a bound token with a replayed proof", async () => {
    const proof = await proofFor(a2aBound.keyPair, a2aBound.token);
    expect((await callA2a({ authorization: `DPoP ${a2aBound.token}`, dpop: proof })).status).toBe(200);
    const again = await callA2a({ authorization: `DPoP ${a2aBound.token}`, dpop: proof });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe("invalid_dpop_proof");
    expect(challengeOf(again)).toMatch(
      /^DPoP algs="[^"]+", error="invalid_dpop_proof", error_description="[^"]*already used[^"]*", resource_metadata=/,
    );
  });

  it("a bound token with a proof by another key", async () => {
    const other = await es256();
    const res = await callA2a({ authorization: `DPoP ${a2aBound.token}`, dpop: await proofFor(other.keyPair, a2aBound.token) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_token");
    expect(challengeOf(res)).toMatch(/^DPoP .*error="invalid_token"/);
  });

  describe("tokens this authorization server did not issue as they are", () => {
    // The test plays a forger: claims like a real token's, changed one way at a time.
    async function realClaims(): Promise<Record<string, unknown>> {
      const c = claimsOf(a2aBearer);
      const now = Math.floor(Date.now() / 1000);
      return { ...c, iat: now, exp: now + 600, jti: randomUUID() };
    }
    async function signWith(claims: Record<string, unknown>, key?: { privateJwk: JWK }) {
      const jwk = key?.privateJwk ?? (await oauthSigningKey()).privateJwk;
      return new SignJWT(claims).setProtectedHeader({ alg: "EdDSA", typ: "at+jwt", kid: jwk.kid }).sign(await importJWK(jwk, "EdDSA"));
    }
    async function expectRefused(token: string, why: RegExp) {
      const res = await callA2a({ authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("invalid_token");
      expect(challengeOf(res)).toMatch(/^Bearer error="invalid_token", error_description="[^"]+", resource_metadata="[^"]+\/a2a\/v1"$/);
      expect(res.body.message).toMatch(why);
    }

    it("the forger's baseline is accepted (so each refusal below is for the one change it makes)", async () => {
      expect((await callA2a({ authorization: `Bearer ${await signWith(await realClaims())}` })).status).toBe(200);
    });

    it("an expired token", async () => {
      const now = Math.floor(Date.now() / 1000);
      await expectRefused(await signWith({ ...(await realClaims()), iat: now - 7200, exp: now - 3600 }), /expired/);
    });

    it("a token signed by another key", async () => {
      const { privateKey } = await generateKeyPair("EdDSA", { extractable: true });
      const { exportJWK } = await import("jose");
      const jwk = { ...(await exportJWK(privateKey)), kid: (await oauthSigningKey()).kid };
      await expectRefused(await signWith(await realClaims(), { privateJwk: jwk }), /not one this service issued/);
    });

    it("alg: none", async () => {
      const token = new UnsecuredJWT(await realClaims()).encode();
      await expectRefused(token, /not one this service issued/);
    });

    it("a token with no aud, and one with two", async () => {
      const { aud: _aud, ...noAud } = await realClaims();
      await expectRefused(await signWith(noAud), /audience/);
      await expectRefused(await signWith({ ...(await realClaims()), aud: [a2a, mcp] }), /audience/);
    });

    it("a token that claims to live longer than an hour", async () => {
      const now = Math.floor(Date.now() / 1000);
      await expectRefused(await signWith({ ...(await realClaims()), iat: now, exp: now + 7200 }), /longer than one hour/);
    });
  });

  it("a revoked token: account security lists the grant and revoking it refuses the token on its next request", async () => {
    const list = await app.web.get("/api/account/oauth-grants", { cookie: account.cookie });
    expect(list.status).toBe(200);
    const grantId = claimsOf(a2aBearer).grant_id;
    const grant = list.body.grants.find((g: { id: string }) => g.id === grantId);
    expect(grant).toMatchObject({ client_id: flow.client.client_id, client_name: "Refusal agent" });
    expect(grant.resources.sort()).toEqual([a2a, mcp].sort());
    expect(grant.refresh_tokens).toBeGreaterThan(0);
    expect((await callA2a({ authorization: `Bearer ${a2aBearer}` })).status).toBe(200);

    const revoke = await app.web.post(`/api/account/oauth-grants/${grantId}/revoke`, undefined, {
      cookie: account.cookie,
      origin: app.baseUrl,
    });
    expect(revoke.status, revoke.text).toBe(200);
    const res = await callA2a({ authorization: `Bearer ${a2aBearer}` });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_token");
    expect(challengeOf(res)).toMatch(/^Bearer error="invalid_token", error_description="[^"]*revoked[^"]*"/);
    const bound = await callA2a({ authorization: `DPoP ${a2aBound.token}`, dpop: await proofFor(a2aBound.keyPair, a2aBound.token) });
    expect(bound.status).toBe(401);
    expect(challengeOf(bound)).toMatch(/^DPoP .*revoked/);
    const after = await app.web.get("/api/account/oauth-grants", { cookie: account.cookie });
    expect(after.body.grants.map((g: { id: string }) => g.id)).not.toContain(grantId);
  });

  it("another account cannot revoke (or see) this account's grants", async () => {
    const other = await confirmedAccount(app, "oauth-other");
    await obtainToken(app, await newFlow(account, "Kept agent"), mcp);
    const mine = (await app.web.get("/api/account/oauth-grants", { cookie: account.cookie })).body.grants;
    expect(mine.length).toBeGreaterThan(0);
    expect((await app.web.get("/api/account/oauth-grants", { cookie: other.cookie })).body.grants).toEqual([]);
    const res = await app.web.post(`/api/account/oauth-grants/${mine[0].id}/revoke`, undefined, {
      cookie: other.cookie,
      origin: app.baseUrl,
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
    expect((await app.web.get("/api/account/oauth-grants")).status).toBe(401);
    // A revoke posted from another site is refused before it is looked up.
    const crossSite = await app.web.post(`/api/account/oauth-grants/${mine[0].id}/revoke`, undefined, {
      cookie: account.cookie,
      origin: "https://elsewhere.example",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toBe("forbidden");
  });
});
