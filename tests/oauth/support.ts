// An OAuth client driven by oauth4webapi against the served authorization server: discovery, dynamic
// registration, the authorization request, sign-in and consent through the pages (cookies kept by hand,
// as a browser would), and the token request with PKCE and, when a key is given, DPoP.
import * as oauth from "oauth4webapi";
import { expect } from "vitest";
import type { TestApp } from "@/tests/helpers/app";
import { loopbackFetch } from "@/tests/helpers/client";
import { PASSWORD, type Account } from "@/tests/auth/support";

export const REDIRECT_URI = "http://127.0.0.1/callback";

export const http = { [oauth.customFetch]: loopbackFetch, [oauth.allowInsecureRequests]: true } as const;

export async function discover(app: TestApp): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(app.baseUrl);
  return oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...http }));
}

export async function register(as: oauth.AuthorizationServer, name = "test agent"): Promise<oauth.Client> {
  const res = await oauth.dynamicClientRegistrationRequest(
    as,
    {
      client_name: name,
      redirect_uris: [REDIRECT_URI],
      application_type: "native",
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    } as never,
    http,
  );
  expect(res.status, `${res.headers.get("www-authenticate")} ${await res.clone().text()}`).toBe(201);
  return (await oauth.processDynamicClientRegistrationResponse(res)) as oauth.Client;
}

/** A browser's cookie jar, enough for one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: { headers: Headers }): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

function pathOf(location: string | null, base: string): string {
  expect(location, "redirect location").toMatch(/^(https?:\/\/|\/)\S+/);
  const url = new URL(location!, base);
  return url.pathname + url.search;
}

export interface Flow {
  client: oauth.Client;
  as: oauth.AuthorizationServer;
  jar: CookieJar;
  account: Account;
}

/**
 * The browser part of the code flow for `resource`: authorization request, sign-in through /sign-in when
 * the web session is missing, consent, and the redirect back. Returns the callback URL.
 */
export async function authorizeInBrowser(
  app: TestApp,
  flow: Flow,
  resource: string,
  codeChallenge: string,
  extra: Record<string, string> = {},
): Promise<{ callback: URL; consentHtml: string; signedIn: boolean }> {
  const url = new URL(flow.as.authorization_endpoint!);
  url.searchParams.set("client_id", flow.client.client_id);
  url.searchParams.set("redirect_uri", REDIRECT_URI);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("code_challenge", codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("resource", resource);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  const start = await app.web.get(url.pathname + url.search, { cookie: flow.jar.header() });
  expect(start.status, start.text).toBe(303);
  flow.jar.take(start);
  const interaction = pathOf(start.headers.get("location"), app.baseUrl);
  expect(interaction).toMatch(/^\/oauth\/interaction\/[A-Za-z0-9_-]+$/);

  let page = await app.web.get(interaction, { cookie: flow.jar.header() });
  const signedIn = page.status === 303;
  if (signedIn) {
    // Not signed in on the web host: the sign-in page, with the consent step to come back to.
    const signInPath = pathOf(page.headers.get("location"), app.baseUrl);
    expect(signInPath).toBe(`/sign-in?next=${encodeURIComponent(interaction)}`);
    const form = await app.web.get(signInPath);
    expect(form.status).toBe(200);
    expect(form.text).toContain(`name="next" value="${interaction}"`);
    const signedIn = await app.web.request("POST", "/api/auth/sign-in", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl, cookie: flow.jar.header() },
      rawBody: new URLSearchParams({ email: flow.account.email, password: PASSWORD, next: interaction }).toString(),
    });
    expect(signedIn.status, signedIn.text).toBe(303);
    expect(pathOf(signedIn.headers.get("location"), app.baseUrl)).toBe(interaction);
    flow.jar.take(signedIn);
    page = await app.web.get(interaction, { cookie: flow.jar.header() });
  }
  expect(page.status, page.text).toBe(200);
  const consentHtml = page.text;
  const confirm = await app.web.request("POST", `${interaction}/confirm`, { headers: { cookie: flow.jar.header() } });
  expect(confirm.status, confirm.text).toBe(303);
  flow.jar.take(confirm);
  let next = pathOf(confirm.headers.get("location"), app.baseUrl);
  // Resume at the authorization endpoint, which redirects to the client with the code.
  for (let hop = 0; hop < 3 && next.startsWith("/oauth/"); hop++) {
    const res = await app.web.get(next, { cookie: flow.jar.header() });
    expect(res.status, res.text).toBe(303);
    flow.jar.take(res);
    const location = res.headers.get("location")!;
    if (location.startsWith(REDIRECT_URI)) return { callback: new URL(location), consentHtml, signedIn };
    next = pathOf(location, app.baseUrl);
  }
  throw new Error(`the flow did not reach the redirect URI (last: ${next})`);
}

export interface Tokens {
  accessToken: string;
  refreshToken: string | undefined;
  response: oauth.TokenEndpointResponse;
}

/** The whole code flow for one resource, with PKCE and (when `dpop` is given) a DPoP-bound token. */
export async function obtainToken(
  app: TestApp,
  flow: Flow,
  resource: string,
  dpop?: oauth.DPoPHandle,
): Promise<Tokens & { consentHtml: string; signedIn: boolean }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const { callback, consentHtml, signedIn } = await authorizeInBrowser(
    app,
    flow,
    resource,
    await oauth.calculatePKCECodeChallenge(verifier),
  );
  const params = oauth.validateAuthResponse(flow.as, flow.client, callback, oauth.expectNoState);
  const res = await oauth.authorizationCodeGrantRequest(flow.as, flow.client, oauth.None(), params, REDIRECT_URI, verifier, {
    ...http,
    DPoP: dpop,
  });
  const response = await oauth.processAuthorizationCodeResponse(flow.as, flow.client, res);
  return { accessToken: response.access_token, refreshToken: response.refresh_token, response, consentHtml, signedIn };
}

export function claimsOf(jwt: string): Record<string, any> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
}

export function headerOf(jwt: string): Record<string, any> {
  return JSON.parse(Buffer.from(jwt.split(".")[0], "base64url").toString("utf8"));
}
