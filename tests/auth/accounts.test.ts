// Accounts on the web host over HTTP: sign-up and confirmation by mail, password sign-in, the session
// cookie, session list and revocation, password / address / two-factor changes, forms without JavaScript,
// cross-site refusal, rate limiting, and the server-rendered pages.
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { PASSWORD, clientKey, confirmedAccount, cookieFrom, latestMailTo, signIn, tokenInMail, uniqueEmail } from "@/tests/auth/support";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

async function codeAt(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/**
 * A code of a 30-second step not used yet (the server accepts each code once), from the steps it accepts
 * now (one either side), preferring later steps so a step boundary crossed mid-request cannot expire it.
 */
async function freshCode(secret: string, used: Set<number>): Promise<string> {
  const step = Math.floor(Date.now() / 30_000);
  const pick = [step + 1, step, step - 1].find((s) => !used.has(s))!;
  used.add(pick);
  return generate({ secret, epoch: pick * 30 + 15 });
}

describe("sign-up and confirmation", () => {
  it("creates an account with its own workspace, mails a single-use link, and answers a taken address the same way", async () => {
    const email = uniqueEmail("signup");
    const res = await app.web.post("/api/auth/sign-up", { email: email.toUpperCase(), password: PASSWORD, workspace_name: "Nimbus Data" });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe("confirmation_sent");
    const user = await app.db.user.findUnique({ where: { email }, include: { memberships: { include: { workspace: true } } } });
    expect(user!.emailConfirmedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.memberships[0]).toMatchObject({ role: "owner", workspace: { name: "Nimbus Data", slug: "nimbus-data" } });
    const token = tokenInMail((await latestMailTo(app, email)).text);
    expect(await app.db.emailToken.count({ where: { tokenHash: token } })).toBe(0);

    const again = await app.web.post("/api/auth/sign-up", { email, password: "another password 123" });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(res.body);
    expect((await latestMailTo(app, email)).subject).toMatch(/tried to sign up/);
    expect(await app.db.user.count({ where: { email } })).toBe(1);

    expect((await app.web.post("/api/auth/confirm-email", { token })).status).toBe(200);
    const reused = await app.web.post("/api/auth/confirm-email", { token });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: "invalid_request", errors: [{ in: "body", name: "token" }] });
    expect((await app.db.user.findUnique({ where: { email } }))!.emailConfirmedAt).not.toBeNull();
  });

  it("names the field at fault for bad input, and refuses a non-JSON, non-form body", async () => {
    const bad = await app.web.post("/api/auth/sign-up", { email: "not-an-address", password: PASSWORD });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("invalid_request");
    expect(bad.body.errors[0]).toMatchObject({ in: "body", name: "email" });
    const short = await app.web.post("/api/auth/sign-up", { email: uniqueEmail("short"), password: "short" });
    expect(short.body.errors[0].name).toBe("password");
    const problem = await app.web.post("/api/auth/sign-up", { email: "x" }, { accept: "application/problem+json" });
    expect(problem.headers.get("content-type")).toContain("application/problem+json");
    expect(problem.body).toMatchObject({ code: "invalid_request", status: 400 });
    const xml = await app.web.request("POST", "/api/auth/sign-in", { rawBody: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.status).toBe(415);
    const broken = await app.web.request("POST", "/api/auth/sign-in", { rawBody: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("bad_json");
    const huge = await app.web.request("POST", "/api/auth/sign-in", {
      rawBody: JSON.stringify({ email: "a@b.c", password: "x".repeat(70_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
  });
});

describe("sign-in and the session cookie", () => {
  it(
    "sets an httpOnly, SameSite=Lax cookie of at most 30 days (not " + "Secure on plain-http localhost) naming a server-side session",
    async () => {
      const acct = await confirmedAccount(app, "cookie");
      const res = await signIn(app, acct.email);
      const line = res.headers.getSetCookie().find((c) => c.startsWith("svc_session="))!;
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/;\s*Secure/i);
      const maxAge = Number(line.match(/Max-Age=(\d+)/i)![1]);
      expect(maxAge).toBeGreaterThan(29 * 86400);
      expect(maxAge).toBeLessThanOrEqual(30 * 86400);
      const expires = new Date(res.body.session_expires_at).getTime();
      expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86400_000);
      expect(expires - Date.now()).toBeGreaterThan(29 * 86400_000);
      // The cookie is a seal, not the session id.
      const sessions = await app.db.session.findMany({ where: { user: { email: acct.email } } });
      for (const s of sessions) expect(line).not.toContain(s.id);
      const me = await app.web.get("/api/account", { cookie: cookieFrom(res) });
      expect(me.body).toMatchObject({ email: acct.email, email_confirmed: true, two_factor: false, workspace: { role: "owner" } });
    },
  );

  it("refuses a wrong password and an unknown address with the same 401, and audits the failure", async () => {
    const acct = await confirmedAccount(app, "wrongpw");
    const wrong = await signIn(app, acct.email, "not the password");
    const unknown = await signIn(app, uniqueEmail("nobody"), "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: "unauthorized", message: unknown.body.message });
    // Written just after the answer (lib/auth/sign-in.ts: its time must not tell a known address from an unknown one).
    let row = null;
    for (let i = 0; i < 100 && !row; i++) {
      row = await app.db.auditEvent.findFirst({ where: { workspaceId: acct.workspace.id, action: "session.sign_in_failed" } });
      if (!row) await new Promise((r) => setTimeout(r, 50));
    }
    expect(row).toMatchObject({ actorType: "user", detail: { reason: "password" } });
  });

  it("refuses the account routes without a session, and with a forged or altered cookie", async () => {
    expect((await app.web.get("/api/account")).status).toBe(401);
    expect((await app.web.get("/api/account", { cookie: "svc_session=Fe26.2**forged" })).status).toBe(401);
    const acct = await confirmedAccount(app, "tamper");
    const altered = acct.cookie.slice(0, -4) + (acct.cookie.endsWith("A") ? "BBBB" : "AAAA");
    expect((await app.web.get("/api/account", { cookie: altered })).status).toBe(401);
  });

  it("rate-limits password guessing per client network and address with 429 and Retry-After", async () => {
    const acct = await confirmedAccount(app, "limited");
    let refused: Awaited<ReturnType<typeof signIn>> | undefined;
    // A fixed window may roll over mid-run; 25 tries cross the limit of 10 whatever the alignment.
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await signIn(app, acct.email, `guess number ${i}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(401);
    }
    expect(refused, "a 429 within 25 attempts").toBeDefined();
    expect(refused!.body.error).toBe("rate_limited");
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address from the same network is not locked out by it.
    const other = await confirmedAccount(app, "notlimited");
    expect((await signIn(app, other.email)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("lists the account's sessions and revokes one, refused from its next request; sign-out ends the current one", async () => {
    const acct = await confirmedAccount(app, "sessions");
    const second = cookieFrom(await signIn(app, acct.email));
    const list = await app.web.get("/api/account/sessions", { cookie: acct.cookie });
    expect(list.body.sessions).toHaveLength(2);
    const other = list.body.sessions.find((s: any) => !s.current);
    expect((await app.web.get("/api/account", { cookie: second })).status).toBe(200);
    expect((await app.web.post(`/api/account/sessions/${other.id}/revoke`, undefined, { cookie: acct.cookie })).status).toBe(200);
    expect((await app.web.get("/api/account", { cookie: second })).status).toBe(401);
    expect((await app.web.post(`/api/account/sessions/${other.id}/revoke`, undefined, { cookie: acct.cookie })).status).toBe(404);
    expect((await app.web.post("/api/account/sessions/no-such-session/revoke", undefined, { cookie: acct.cookie })).status).toBe(404);
    const out = await app.web.post("/api/auth/sign-out", undefined, { cookie: acct.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/svc_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await app.web.get("/api/account", { cookie: acct.cookie })).status).toBe(401);
    const actions = (await app.db.auditEvent.findMany({ where: { workspaceId: acct.workspace.id }, orderBy: { seq: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["session.signed_in", "session.revoked", "session.signed_out"]));
  });

  it("refuses cross-site writes (Origin or Sec-Fetch-Site) with 403", async () => {
    const acct = await confirmedAccount(app, "csrf");
    const evil = await app.web.post("/api/workspace/keys", { name: "x" }, { cookie: acct.cookie, origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe("forbidden");
    const site = await app.web.post("/api/auth/sign-out", undefined, { cookie: acct.cookie, "sec-fetch-site": "cross-site" });
    expect(site.status).toBe(403);
    expect((await app.web.get("/api/account", { cookie: acct.cookie })).status).toBe(200);
    const same = await app.web.post(
      "/api/workspace/keys",
      { name: "ok" },
      { cookie: acct.cookie, origin: app.baseUrl, "sec-fetch-site": "same-origin" },
    );
    expect(same.status).toBe(201);
  });

  it("the same-origin rule: another site or a sibling is refused; a request the user started, or no browser at all, is not", async () => {
    const acct = await confirmedAccount(app, "same-origin-rule");
    const write = (headers: Record<string, string>) =>
      app.web.post("/api/workspace/keys", { name: "rule" }, { cookie: acct.cookie, ...headers });
    // A browser sends Sec-Fetch-Site (and Origin) on every cross-site write, so these are the ones to refuse.
    expect((await write({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await write({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await write({ origin: "https://evil.example", "sec-fetch-site": "same-origin" })).status).toBe(403);
    expect((await write({ origin: "null" })).status).toBe(403);
    // `none`: the user started it (no page did); neither header: not a browser, so no other site can be behind it.
    expect((await write({ "sec-fetch-site": "none" })).status).toBe(201);
    expect((await write({})).status).toBe(201);
  });

  it("sends no CORS headers on the signed-in routes", async () => {
    const res = await app.web.get("/api/account", { origin: "https://buyer.example" });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("password, address and two-factor changes", () => {
  it("changes the password with the current one, signing out other sessions", async () => {
    const acct = await confirmedAccount(app, "password");
    const other = cookieFrom(await signIn(app, acct.email));
    const wrong = await app.web.post(
      "/api/account/password",
      { current_password: "nope", new_password: "a brand new password" },
      { cookie: acct.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].name).toBe("current_password");
    const ok = await app.web.post(
      "/api/account/password",
      { current_password: PASSWORD, new_password: "a brand new password" },
      { cookie: acct.cookie },
    );
    expect(ok.body).toEqual({ ok: true, other_sessions_revoked: 1 });
    expect((await app.web.get("/api/account", { cookie: other })).status).toBe(401);
    expect((await app.web.get("/api/account", { cookie: acct.cookie })).status).toBe(200);
    expect((await signIn(app, acct.email)).status).toBe(401);
    expect((await signIn(app, acct.email, "a brand new password")).status).toBe(200);
    expect(await app.db.auditEvent.count({ where: { workspaceId: acct.workspace.id, action: "password.changed" } })).toBe(1);
  });

  it("moves the account to a new address only once the link mailed there is followed", async () => {
    const acct = await confirmedAccount(app, "moving");
    const next = uniqueEmail("moved");
    const req = await app.web.post("/api/account/email", { password: PASSWORD, new_email: next }, { cookie: acct.cookie });
    expect(req.status).toBe(202);
    expect((await latestMailTo(app, acct.email)).subject).toMatch(/Address change/);
    expect((await app.web.get("/api/account", { cookie: acct.cookie })).body.email).toBe(acct.email);
    expect(
      (await app.web.post("/api/auth/confirm-email", { token: tokenInMail((await latestMailTo(app, next)).text) })).body,
    ).toMatchObject({
      purpose: "email_change",
      email: next,
    });
    expect((await app.web.get("/api/account", { cookie: acct.cookie })).body.email).toBe(next);
    expect((await signIn(app, next)).status).toBe(200);
    const actions = (await app.db.auditEvent.findMany({ where: { workspaceId: acct.workspace.id } })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["email.change_requested", "email.changed"]));
  });

  it("turns TOTP two-factor on with a code, then asks for it at sign-in, refuses a replayed code, and turns it off", async () => {
    const acct = await confirmedAccount(app, "totp");
    const setup = await app.web.post("/api/account/two-factor/setup", undefined, { cookie: acct.cookie });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const stored = (await app.db.user.findUnique({ where: { email: acct.email } }))!.totpSecretEnc!;
    expect(stored).not.toContain(setup.body.secret);
    expect(stored).toMatch(/^v1\./);
    const current = new Set(await Promise.all([-30, 0, 30].map((o) => codeAt(setup.body.secret, o))));
    const wrong = ["000000", "111111", "222222", "333333"].find((c) => !current.has(c))!;
    expect((await app.web.post("/api/account/two-factor/enable", { code: wrong }, { cookie: acct.cookie })).status).toBe(400);
    const used = new Set<number>();
    expect(
      (await app.web.post("/api/account/two-factor/enable", { code: await freshCode(setup.body.secret, used) }, { cookie: acct.cookie }))
        .status,
    ).toBe(200);

    const noCode = await signIn(app, acct.email);
    expect(noCode.status).toBe(401);
    expect(noCode.body.two_factor_required).toBe(true);
    expect(noCode.headers.getSetCookie().join()).not.toContain("svc_session=Fe26");
    const nextStep = await freshCode(setup.body.secret, used);
    const withCode = await signIn(app, acct.email, PASSWORD, { totp: nextStep });
    expect(withCode.status).toBe(200);
    expect(withCode.body.account.two_factor).toBe(true);
    const replayed = await signIn(app, acct.email, PASSWORD, { totp: nextStep });
    expect(replayed.status).toBe(401);

    const off = await app.web.post(
      "/api/account/two-factor/disable",
      { password: PASSWORD, code: await freshCode(setup.body.secret, used) },
      { cookie: acct.cookie },
    );
    expect(off.status, off.text).toBe(200);
    expect((await signIn(app, acct.email)).status).toBe(200);
    const actions = (await app.db.auditEvent.findMany({ where: { workspaceId: acct.workspace.id } })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["two_factor.enabled", "two_factor.disabled"]));
  });
});

describe("API keys from the web host", () => {
  it("needs a confirmed address", async () => {
    const email = uniqueEmail("unconfirmed");
    await app.web.post("/api/auth/sign-up", { email, password: PASSWORD });
    const cookie = cookieFrom(await signIn(app, email));
    const res = await app.web.post("/api/workspace/keys", { name: "too early" }, { cookie });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "forbidden" });
    expect(res.body.message).toMatch(/[Cc]onfirm/);
  });

  it("shows a key once and keeps only its SHA-256 hash; refuses a malformed thumbprint", async () => {
    const acct = await confirmedAccount(app, "keys");
    const client = await clientKey();
    const res = await app.web.post("/api/workspace/keys", { name: "ci", dpop_jkt: client.jkt }, { cookie: acct.cookie });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(/^tk_live_[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({ kind: "bound", dpop_jkt: client.jkt, hint: res.body.key.slice(8, 14) });
    const row = await app.db.apiKey.findUnique({ where: { id: res.body.id } });
    const { createHash } = await import("node:crypto");
    expect(row!.keyHash).toBe(createHash("sha256").update(res.body.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(res.body.key);
    const list = await app.web.get("/api/workspace/keys", { cookie: acct.cookie });
    expect(list.text).not.toContain(res.body.key);
    const bad = await app.web.post("/api/workspace/keys", { name: "x", dpop_jkt: "too-short" }, { cookie: acct.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe("dpop_jkt");
  });
});

describe("forms without JavaScript", () => {
  it("signs in by form: 303 to the workspace with the cookie; a wrong password returns to the page with the error", async () => {
    const acct = await confirmedAccount(app, "form");
    const ok = await app.web.request("POST", "/api/auth/sign-in", form({ email: acct.email, password: PASSWORD, totp: "" }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`${app.baseUrl}/workspace`);
    const cookie = cookieFrom(ok);
    const bad = await app.web.request("POST", "/api/auth/sign-in", form({ email: acct.email, password: "wrong" }));
    expect(bad.status).toBe(303);
    const back = new URL(bad.headers.get("location")!);
    expect(back.pathname).toBe("/sign-in");
    expect(back.searchParams.get("error")).toMatch(/Wrong address or password/);
    const page = await app.web.get(`${back.pathname}${back.search}`);
    expect(page.text).toContain('role="alert"');
    expect(page.text).toContain("Wrong address or password");

    const created = await app.web.request("POST", "/api/workspace/keys", {
      ...form({ name: "form key", dpop_jkt: "" }),
      headers: { ...form({}).headers, cookie },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("content-type")).toContain("text/html");
    const key = created.text.match(/tk_live_[A-Za-z0-9_-]{43}/)![0];
    expect(created.text).toContain("ingest");
    expect((await app.db.apiKey.findFirst({ where: { name: "form key" } }))!.dpopJkt).toBeNull();
    const keysPage = await app.web.get("/workspace/keys", { cookie });
    expect(keysPage.status).toBe(200);
    expect(keysPage.text).toContain("form key");
    expect(keysPage.text).not.toContain(key);
  });
});

describe("pages", () => {
  it("serves the sign-in and sign-up forms, and sends signed-out visitors of account pages to sign in", async () => {
    for (const path of ["/sign-in", "/sign-up"]) {
      const res = await app.web.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<form action="\/api\/auth\/sign-(in|up)" method="post"/);
      expect(res.text).toMatch(/<label for="email"/);
    }
    for (const path of ["/account/security", "/workspace", "/workspace/keys", "/workspace/audit"]) {
      const res = await app.web.get(path);
      expect([303, 307, 308], path).toContain(res.status);
      expect(res.headers.get("location"), path).toMatch(/\/sign-in$/);
    }
  });

  it("renders the signed-in pages: security with sessions and two-factor, workspace, audit; and the dev mailbox", async () => {
    const acct = await confirmedAccount(app, "pages", "Pages Inc");
    const security = await app.web.get("/account/security", { cookie: acct.cookie });
    expect(security.status).toBe(200);
    expect(security.text).toContain(acct.email);
    expect(security.text).toContain("(this one)");
    expect(security.text).toContain('action="/api/account/two-factor/setup"');
    expect((await app.web.get("/workspace", { cookie: acct.cookie })).text).toContain("Pages Inc");
    const audit = await app.web.get("/workspace/audit", { cookie: acct.cookie });
    expect(audit.text).toContain("session.signed_in");
    expect(audit.text).toContain("/api/workspace/audit/export?format=jsonl");
    const mailbox = await app.web.get("/dev/mailbox");
    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain(acct.email);
    const spent = await app.web.get("/confirm-email?token=abc");
    expect(spent.text).toContain("This link has been used or has expired");
    expect(spent.text).not.toContain('name="token"');
  });

  it("the confirmation page names the address the button confirms, and reading it confirms nothing", async () => {
    const email = uniqueEmail("confirm-page");
    expect((await app.web.post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: "Confirm Page Co" })).status).toBe(202);
    const token = tokenInMail((await latestMailTo(app, email)).text);
    const page = await app.web.get(`/confirm-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<strong>${email.toLowerCase()}</strong>`);
    expect(page.text).toContain(`name="token" value="${token}"`);
    expect((await app.db.user.findUnique({ where: { email: email.toLowerCase() } }))!.emailConfirmedAt).toBeNull();
  });
});
