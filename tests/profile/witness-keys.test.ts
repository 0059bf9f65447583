// Witness statements and the public keys: GET {api_url}/public/keys and GET {base_url}/verify/keys, and
// a statement from the profile checked in a fresh process with nothing but the published JWK.
import { createPublicKey } from "node:crypto";
import canonicalize from "canonicalize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { verifyInFreshProcess } from "@/tests/profile/fresh-process-verify";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

function configuredPublicX(): string {
  const [jwk] = JSON.parse(process.env.WITNESS_SIGNING_KEYS!);
  return createPublicKey({ key: jwk, format: "jwk" }).export({ format: "jwk" }).x as string;
}

describe("public keys", () => {
  it("GET {api_url}/public/keys publishes the signing key as a JWK with kid and validity", async () => {
    const res = await app.api.get("/public/keys");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-svc-os-disclaimer")).toMatch(/never grades/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=300");
    const key = res.body.keys.find((k: any) => k.kid === "test-witness-1");
    expect(key).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: configuredPublicX(),
      kid: "test-witness-1",
      use: "sig",
      alg: "EdDSA",
      notBefore: expect.stringMatching(/Z$/),
      notAfter: null,
      status: "active",
      created_at: key.notBefore,
      retired_at: null,
      revoked_at: null,
      compromised_at: null,
      public_key: configuredPublicX(),
    });
    expect(Buffer.from(key.public_key, "base64url")).toHaveLength(32);
    expect(JSON.stringify(res.body)).not.toMatch(/"d"\s*:/);
    expect(res.body.statement_alg).toBe("Ed25519");
  });

  it("the web host serves the same set at /verify/keys, readable cross-origin; the API path is not on the web host", async () => {
    const web = await app.web.get("/verify/keys");
    expect(web.status).toBe(200);
    expect(web.headers.get("access-control-allow-origin")).toBe("*");
    expect(web.body).toEqual((await app.api.get("/public/keys")).body);
    expect((await app.web.get("/public/keys")).status).toBe(404);
    expect((await app.api.get("/verify/keys")).status).toBe(404);
  });

  it("a retired key in the SigningKey table stays published with its validity period", async () => {
    await app.db.signingKey.create({
      data: {
        kid: "retired-2025",
        alg: "Ed25519",
        notBefore: new Date("2025-01-01T00:00:00Z"),
        notAfter: new Date("2025-12-31T00:00:00Z"),
        publicJwk: {
          kty: "OKP",
          crv: "Ed25519",
          x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
          kid: "retired-2025",
          use: "sig",
          alg: "EdDSA",
        },
      },
    });
    const res = await app.api.get("/public/keys");
    expect(res.body.keys.find((k: any) => k.kid === "retired-2025")).toMatchObject({
      notBefore: "2025-01-01T00:00:00.000Z",
      notAfter: "2025-12-31T00:00:00.000Z",
      status: "retired",
    });
  });
});

describe("witness statements", () => {
  it("lumen-analytics' statement verifies against /public/keys in a fresh process; one altered byte fails", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    const statement = body.witnessStatement;
    const keys = (await app.api.get("/public/keys")).body.keys;
    expect(await verifyInFreshProcess(keys, statement)).toBe("valid");

    const payload: string = statement.payload;
    const at = payload.indexOf('"passed":') + 9;
    const flipped = payload.slice(0, at) + String.fromCharCode(payload.charCodeAt(at) ^ 1) + payload.slice(at + 1);
    expect(flipped).not.toBe(payload);
    expect(flipped.length).toBe(payload.length);
    expect(await verifyInFreshProcess(keys, { ...statement, payload: flipped })).toBe("invalid");
    expect(await verifyInFreshProcess(keys, { ...statement, key_id: "someone-else" })).toBe("no-key");
  });

  it("the payload is the reading's facts in RFC 8785 form: sorted keys, no whitespace, no verdict", async () => {
    const { body } = await app.web.get("/api/network/profile?q=lumen-analytics");
    const payload = JSON.parse(body.witnessStatement.payload);
    // Re-canonicalised by the RFC 8785 library, the payload comes back byte for byte.
    expect(canonicalize(payload)).toBe(body.witnessStatement.payload);
    expect(payload).toMatchObject({
      statement: 1,
      subject: { slug: "lumen-analytics", domain: "lumen-analytics.example" },
      taken_at: body.witnessed.lastWitnessed,
    });
    expect(payload.checks.map((c: any) => c.check_id)).toEqual(body.witnessEvidenceManifest.map((e: any) => e.check_id));
    expect(body.witnessStatement.payload).not.toMatch(/verdict|score|rating|trust(ed|worthy)/i);
  });
});
