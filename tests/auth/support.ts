// Shared arrangements for the auth tests: accounts through the real sign-up flow (mail read from the
// development mailbox), session cookies from Set-Cookie, and DPoP proofs from third-party clients.
import { createHash, randomUUID } from "node:crypto";
import * as dpop from "dpop";
import { SignJWT, exportJWK, generateKeyPair as joseKeyPair, type JWK } from "jose";
import { expect } from "vitest";
import type { TestApp } from "@/tests/helpers/app";

export const PASSWORD = "correct horse battery staple";

export function cookieFrom(res: { headers: Headers }): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("svc_session="));
  expect(line, "Set-Cookie svc_session").toMatch(/^svc_session=[^;]+;/);
  return line!.split(";")[0];
}

/** The newest mail to an address; waits for the first one, since an app running the job queue sends it a moment later. */
export async function latestMailTo(app: TestApp, to: string) {
  const find = () => app.db.outboundMail.findFirst({ where: { to: to.toLowerCase() }, orderBy: { createdAt: "desc" } });
  let mail = await find();
  for (const end = Date.now() + 20_000; !mail && Date.now() < end; mail = await find()) await new Promise((r) => setTimeout(r, 100));
  expect(mail?.to, `mail to ${to}`).toBe(to.toLowerCase());
  return mail!;
}

export function tokenInMail(text: string): string {
  const m = text.match(/confirm-email\?token=([A-Za-z0-9_-]+)/);
  expect(m?.[1], "confirmation link").toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return m![1];
}

export interface Account {
  email: string;
  cookie: string;
  workspace: { id: string; slug: string; name: string };
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  return `${tag}-${process.pid}-${++counter}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function signIn(app: TestApp, email: string, password = PASSWORD, extra: Record<string, string> = {}) {
  return app.web.post("/api/auth/sign-in", { email, password, ...extra });
}

/** Sign-up, confirmation link from the mailbox, sign-in: a confirmed account with a session cookie. */
export async function confirmedAccount(app: TestApp, tag: string, workspaceName = `${tag} workspace`): Promise<Account> {
  const email = uniqueEmail(tag);
  const up = await app.web.post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: workspaceName });
  expect(up.status).toBe(202);
  const confirm = await app.web.post("/api/auth/confirm-email", { token: tokenInMail((await latestMailTo(app, email)).text) });
  expect(confirm.status).toBe(200);
  const res = await signIn(app, email);
  expect(res.status).toBe(200);
  return { email, cookie: cookieFrom(res), workspace: res.body.account.workspace };
}

export interface ClientKey {
  keyPair: dpop.KeyPair;
  jkt: string;
}

export async function clientKey(alg: "ES256" | "Ed25519" = "Ed25519"): Promise<ClientKey> {
  const keyPair = await dpop.generateKeyPair(alg, { extractable: true });
  return { keyPair, jkt: await dpop.calculateThumbprint(keyPair.publicKey) };
}

export async function createKey(app: TestApp, account: Account, dpopJkt?: string, name = "test key"): Promise<{ id: string; key: string }> {
  const res = await app.web.post("/api/workspace/keys", { name, ...(dpopJkt ? { dpop_jkt: dpopJkt } : {}) }, { cookie: account.cookie });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, key: res.body.key };
}

/** A proof made by the `dpop` package (a third-party implementation). */
export function proof(app: TestApp, key: ClientKey, method: string, path: string, token: string): Promise<string> {
  return dpop.generateProof(key.keyPair, app.api.url(path).split("?")[0], method, undefined, token);
}

export function dpopHeaders(token: string, proofJwt: string): Record<string, string> {
  return { authorization: `DPoP ${token}`, dpop: proofJwt };
}

export function ath(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A hand-made proof, for the malformed and hostile cases a conforming client never sends. */
export async function craftedProof(key: ClientKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const jwk = (await exportJWK(key.keyPair.publicKey)) as JWK;
  const alg = jwk.kty === "EC" ? "ES256" : "EdDSA";
  return new SignJWT({ jti: randomUUID(), iat: Math.floor(Date.now() / 1000), ...claims })
    .setProtectedHeader({ alg, typ: "dpop+jwt", jwk, ...header } as never)
    .sign(key.keyPair.privateKey);
}

export async function joseEd25519(): Promise<{ privateKey: CryptoKey; publicJwk: JWK; privateJwk: JWK }> {
  const { privateKey, publicKey } = await joseKeyPair("EdDSA", { extractable: true });
  return { privateKey: privateKey as CryptoKey, publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}
