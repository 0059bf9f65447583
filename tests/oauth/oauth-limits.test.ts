// Rate limits on the authorization server's unauthenticated writes (POLICIES.oauthRegister and
// POLICIES.oauthToken), per client network: the request over the limit gets the registry's 429
// `rate_limited` with Retry-After, in the OAuth error shape a client library reads. Each test speaks from
// a client address of its own (the trusted proxy header), so no other test file, on this instance or
// sharing the Redis counters, spends from its allowance.
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { CLIENT_HEADER, uniqueIpv4 } from "@/tests/profile/limit-helpers";
import { REDIRECT_URI, discover } from "@/tests/oauth/support";

let app: TestApp;

beforeAll(async () => {
  app = await startApp({ TRUSTED_PROXY_HEADER: CLIENT_HEADER });
  // The discovery documents answer before the limited endpoints are spent.
  await discover(app);
});
afterAll(async () => {
  await app?.stop();
});

/**
 * Sends until the first refusal. The windows are fixed (aligned to the clock), so a run that crosses a
 * minute boundary gets up to twice the limit before it; one refusal inside 2 x limit + 1 requests, after
 * at least `limit` answers, is what holds on any machine.
 */
async function untilRefused<R extends { status: number }>(
  limit: number,
  send: (i: number) => Promise<R>,
  check: (res: R) => void,
): Promise<R> {
  for (let i = 0; i <= 2 * limit; i++) {
    const res = await send(i);
    if (res.status === 429) {
      expect(i, "answered at least the limit before refusing").toBeGreaterThanOrEqual(limit);
      return res;
    }
    check(res);
  }
  throw new Error(`no refusal in ${2 * limit + 1} requests`);
}

function expectRefusal(res: { status: number; headers: Headers; body: any }, what: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`).toBe(true);
  expect(res.body).toEqual({ error: "rate_limited", message: expect.stringMatching(what), error_description: res.body.message });
  expect(res.headers.get("x-request-id")).toMatch(/\S{8,}/);
}

describe("dynamic client registration", () => {
  it(
    `registers ${POLICIES.oauthRegister.windows[0].limit} clients a ` +
      `minute from one client network, then refuses with 429 and Retry-After`,
    async () => {
      const limit = POLICIES.oauthRegister.windows[0].limit;
      // Metadata discovery above spent nothing: only POST /oauth/register counts.
      const metadata = {
        client_name: "limited agent",
        redirect_uris: [REDIRECT_URI],
        application_type: "native",
        token_endpoint_auth_method: "none",
      };
      const from = { [CLIENT_HEADER]: uniqueIpv4() };
      const refused = await untilRefused(
        limit,
        () => app.web.post("/oauth/register", metadata, from),
        (res) => {
          expect(res.status).toBe(201);
          expect(res.body.client_id).toMatch(/\S{8,}/);
        },
      );
      expectRefusal(refused, /client registrations/);
      // A real OAuth client reads the refusal as an OAuth error response.
      const res = new Response(refused.text, { status: refused.status, headers: refused.headers });
      const err = await oauth.processDynamicClientRegistrationResponse(res).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(oauth.ResponseBodyError);
      expect((err as oauth.ResponseBodyError).error).toBe("rate_limited");
      expect((err as oauth.ResponseBodyError).error_description).toMatch(/Retry in \d+ s/);
    },
  );
});

describe("the token endpoint", () => {
  it(
    `answers ${POLICIES.oauthToken.windows[0].limit} token requests a ` +
      `minute from one client network, then refuses with 429 and Retry-After`,
    async () => {
      const limit = POLICIES.oauthToken.windows[0].limit;
      const form = new URLSearchParams({
        grant_type: "authorization_code",
        code: "not-a-code",
        redirect_uri: REDIRECT_URI,
        client_id: "no-such-client",
        code_verifier: "x".repeat(43),
      }).toString();
      const from = { [CLIENT_HEADER]: uniqueIpv4() };
      const post = () =>
        app.web.request("POST", "/oauth/token", {
          rawBody: form,
          headers: { "content-type": "application/x-www-form-urlencoded", ...from },
        });
      const refused = await untilRefused(limit, post, (res) => {
        // The library's own answer to an unknown client, not the limit.
        expect(res.status).toBe(401);
        expect(res.body.error).toBe("invalid_client");
      });
      expectRefusal(refused, /token requests/);
      // Other authorization-server addresses are not limited by it.
      const metadata = await app.web.get("/.well-known/oauth-authorization-server", from);
      expect(metadata.status).toBe(200);
    },
  );
});
