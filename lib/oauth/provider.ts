// The authorization server: oidc-provider (a certified implementation of authorization code + PKCE,
// RFC 8707 resource indicators, RFC 9449 DPoP, RFC 7591 dynamic registration and RFC 8414 metadata),
// configured for our two resources. Access tokens are JWTs signed with the derived key of signing-key.ts,
// audience exactly one resource, one hour at most, `sub` the user, the workspace in a claim, no scope.
// One Provider per issuer and key, kept in a process slot like the other process-wide singletons.
import Provider, { errors, interactionPolicy, type Configuration } from "oidc-provider";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { workspaceOfUser } from "@/lib/auth/workspaces";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { escapeHtml, htmlPage } from "@/lib/oauth/html-page";
import { mountInteractions } from "@/lib/oauth/interactions";
import { PrismaOidcAdapter } from "@/lib/oauth/prisma-adapter";
import { ACCESS_TOKEN_TTL_SECONDS, INTERNAL_SCOPE, OAUTH_PREFIX } from "@/lib/oauth/provider-constants";
import { issuerUrl, resourceNamed } from "@/lib/oauth/resources";
import { ACCESS_TOKEN_ALG, oauthDerivedSecret, oauthSigningKey } from "@/lib/oauth/signing-key";
import { webSessionUser } from "@/lib/oauth/web-session";
import { processSlot } from "@/lib/platform/process-state";

const ROUTES = {
  authorization: `${OAUTH_PREFIX}/authorize`,
  token: `${OAUTH_PREFIX}/token`,
  registration: `${OAUTH_PREFIX}/register`,
  revocation: `${OAUTH_PREFIX}/revoke`,
  jwks: `${OAUTH_PREFIX}/jwks`,
  end_session: `${OAUTH_PREFIX}/logout`,
  userinfo: `${OAUTH_PREFIX}/userinfo`,
  introspection: `${OAUTH_PREFIX}/introspect`,
  pushed_authorization_request: `${OAUTH_PREFIX}/par`,
  code_verification: `${OAUTH_PREFIX}/device`,
  device_authorization: `${OAUTH_PREFIX}/device/auth`,
  backchannel_authentication: `${OAUTH_PREFIX}/backchannel`,
};

// The library's own sign-in session must never outlive ours: a login is asked for again whenever the
// web host's session cookie is gone, revoked, or belongs to somebody else.
function policy() {
  const prompts = interactionPolicy.base();
  prompts.get("login")!.checks.add(
    new interactionPolicy.Check("web_session", "The web host's session no longer names this user", async (ctx) => {
      const user = await webSessionUser(ctx.cookies.get(SESSION_COOKIE));
      return user?.id === ctx.oidc.session?.accountId ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );
  return prompts;
}

async function configuration(): Promise<Configuration> {
  const key = await oauthSigningKey();
  const https = new URL(env().BASE_URL).protocol === "https:";
  return {
    adapter: PrismaOidcAdapter,
    jwks: { keys: [key.privateJwk as never] },
    cookies: {
      keys: [oauthDerivedSecret("cookie-key")],
      long: { httpOnly: true, sameSite: "lax", secure: https },
      short: { httpOnly: true, sameSite: "lax", secure: https },
    },
    routes: ROUTES,
    responseTypes: ["code"],
    scopes: [],
    claims: { openid: ["sub"] },
    pkce: { methods: ["S256"], required: () => true },
    clientDefaults: {
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      // The one signing key is Ed25519; no ID token is issued to these clients, but the default must exist.
      id_token_signed_response_alg: ACCESS_TOKEN_ALG,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      Session: 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: true, nonceSecret: Buffer.from(oauthDerivedSecret("dpop-nonce"), "base64url") },
      registration: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: {
        enabled: true,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (!resourceNamed(indicator)) throw new errors.InvalidTarget(`resource must be one of this service's two resources`);
          return {
            scope: INTERNAL_SCOPE,
            audience: indicator,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: ACCESS_TOKEN_ALG } },
          };
        },
      },
    },
    formats: {
      customizers: {
        jwt: async (_ctx, _token, jwt) => {
          delete jwt.payload.scope;
          return jwt;
        },
      },
    },
    // Public clients only (PKCE, and DPoP for a bound token): no client key or `jwks_uri` to fetch, so the
    // authorization server makes no outbound request at all.
    clientAuthMethods: ["none"],
    enabledJWA: { dPoPSigningAlgValues: ["ES256", "EdDSA"], idTokenSigningAlgValues: [ACCESS_TOKEN_ALG] },
    // Every refresh gives a new refresh token; reuse of a spent one revokes the whole grant (the library's rule).
    rotateRefreshToken: () => true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== "AccessToken" || !token.accountId) return undefined;
      const workspace = await workspaceOfUser(await getDb(), token.accountId);
      return { workspace: workspace?.id, grant_id: token.grantId };
    },
    findAccount: async (_ctx, sub) => {
      const user = await (await getDb()).user.findUnique({ where: { id: sub }, select: { id: true } });
      return user ? { accountId: user.id, claims: () => ({ sub: user.id }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${OAUTH_PREFIX}/interaction/${interaction.uid}`, policy: policy() },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = errorPage(out);
    },
  };
}

function errorPage(out: object): string {
  const rows = Object.entries(out as Record<string, unknown>)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(String(v))}</dd>`)
    .join("");
  return htmlPage("Authorization failed", `<dl>${rows}</dl><p>Start again from the application that sent you here.</p>`);
}

const held = processSlot<{ id: string; provider: Promise<Provider> }>("oauth-provider");

async function build(): Promise<Provider> {
  const provider = new Provider(issuerUrl(), await configuration());
  // Behind a TLS-terminating proxy (an https BASE_URL) the request's own scheme is http: trust the proxy's
  // X-Forwarded-Proto so endpoint URLs and DPoP `htu` checks use the public https address.
  provider.proxy = new URL(env().BASE_URL).protocol === "https:";
  mountInteractions(provider);
  return provider;
}

/** The authorization server of this deployment (rebuilt when the issuer or the master key changes). */
export function oauthProvider(): Promise<Provider> {
  const id = `${issuerUrl()}|${env().API_URL}|${oauthDerivedSecret("instance")}`;
  if (held.value?.id !== id) {
    const provider = build();
    held.value = { id, provider };
    // A provider that failed to start is not kept: the next request tries again.
    provider.catch(() => {
      if (held.value?.provider === provider) held.value = undefined;
    });
  }
  return held.value.provider;
}
