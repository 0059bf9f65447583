// Guessing one account from many addresses: at most 10 failed sign-ins per account in 15 minutes from all
// client networks together, then 429 with Retry-After (even with the right password), the owner mailed
// once; an unknown address is refused the same way, so the refusal does not reveal which accounts exist.
// The password and code checks of a signed-in session (password change, address change, two-factor on
// and off) spend the same budget: a stolen session cannot guess the password or the second factor either.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSignIn, type SignInStep } from "@/lib/auth/sign-in";
import { confirmedAccount, PASSWORD, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { CLIENT_HEADER, uniqueIpv4 } from "@/tests/profile/limit-helpers";

let app: TestApp;
let account: Account;
beforeAll(async () => {
  app = await startApp({ TRUSTED_PROXY_HEADER: CLIENT_HEADER });
  account = await confirmedAccount(app, "guessed");
});
afterAll(async () => {
  await app?.stop();
});

// Each attempt from a network of its own: the per-network limit never applies, only the per-account one.
const attempt = (email: string, password: string) =>
  app.web.post("/api/auth/sign-in", { email, password }, { [CLIENT_HEADER]: uniqueIpv4() });

describe("per-account guessing limit", () => {
  it("refuses the 11th attempt within 15 minutes from anywhere with 429 and Retry-After, and mails the owner once", async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(account.email, `wrong password ${i}`)).status, `attempt ${i + 1}`).toBe(401);
    const locked = await attempt(account.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe("rate_limited");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(account.email, PASSWORD)).status).toBe(429);
    const mails = await app.db.outboundMail.findMany({ where: { to: account.email.toLowerCase(), subject: { contains: "paused" } } });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/10 failed sign-in attempts/);
  });

  it("refuses an unknown address the same way after 10 failures", async () => {
    const nobody = `nobody-${process.pid}@example.test`;
    for (let i = 0; i < 10; i++) expect((await attempt(nobody, `guess ${i}`)).status).toBe(401);
    const locked = await attempt(nobody, "guess 11");
    expect(locked.status).toBe(429);
    expect(await app.db.outboundMail.count({ where: { to: nobody } })).toBe(0);
  });
});

describe("per-account guessing limit on signed-in proofs", () => {
  const wrongCode = "000000";

  async function expectLocked(res: { status: number; body: any; headers: Headers }) {
    expect(res.status).toBe(429);
    expect(res.body.error).toBe("rate_limited");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }

  it("password change: 10 wrong current passwords, then 429 with Retry-After even for the right one; sign-in is paused too", async () => {
    const acct = await confirmedAccount(app, "pw-guess");
    for (let i = 0; i < 10; i++) {
      const res = await app.web.post(
        "/api/account/password",
        { current_password: `wrong ${i}`, new_password: "a brand new passphrase" },
        { cookie: acct.cookie, [CLIENT_HEADER]: uniqueIpv4() },
      );
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expectLocked(
      await app.web.post(
        "/api/account/password",
        { current_password: PASSWORD, new_password: "a brand new passphrase" },
        { cookie: acct.cookie },
      ),
    );
    await expectLocked(await attempt(acct.email, PASSWORD));
    const mails = await app.db.outboundMail.findMany({ where: { to: acct.email.toLowerCase(), subject: { contains: "paused" } } });
    expect(mails).toHaveLength(1);
  });

  it("address change: wrong passwords spend the same budget, then 429", async () => {
    const acct = await confirmedAccount(app, "email-guess");
    for (let i = 0; i < 10; i++) {
      const res = await app.web.post(
        "/api/account/email",
        { password: `wrong ${i}`, new_email: `moved-${i}-${acct.email}` },
        { cookie: acct.cookie },
      );
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expectLocked(
      await app.web.post("/api/account/email", { password: PASSWORD, new_email: `moved-${acct.email}` }, { cookie: acct.cookie }),
    );
    expect(await app.db.outboundMail.count({ where: { to: `moved-${acct.email}`.toLowerCase() } })).toBe(0);
  });

  it("two-factor codes: 10 wrong codes on enable, then 429 and two-factor stays off", async () => {
    const acct = await confirmedAccount(app, "totp-guess");
    expect((await app.web.post("/api/account/two-factor/setup", undefined, { cookie: acct.cookie })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await app.web.post("/api/account/two-factor/enable", { code: wrongCode }, { cookie: acct.cookie });
      // "000000" could be the current code once in a million steps; a 200 would end the test's premise.
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await expectLocked(await app.web.post("/api/account/two-factor/enable", { code: "123456" }, { cookie: acct.cookie }));
    const user = await app.db.user.findUnique({ where: { email: acct.email.toLowerCase() } });
    expect(user?.totpEnabledAt).toBeNull();
  });
});

describe("sign-in timing does not tell which addresses have an account", () => {
  it("a wrong password runs the same steps in the same order for a known and an unknown address, the audit after the answer", async () => {
    const known = await confirmedAccount(app, "timing");
    const stepsOf = async (email: string) => {
      const steps: SignInStep[] = [];
      const result = await checkSignIn(app.db, { email, password: "not the password", trace: (s) => steps.push(s) });
      expect(result).toMatchObject({ ok: false, reason: "credentials" });
      return { steps, result };
    };
    const knownRun = await stepsOf(known.email);
    const unknownRun = await stepsOf(`nobody-${Date.now()}@example.com`);
    expect(knownRun.steps).toEqual(["lock", "user", "password", "failure_count", "workspace"]);
    expect(unknownRun.steps).toEqual(knownRun.steps);
    // The audit event, the one write only a known address has, is not written by the check itself.
    const failures = () => app.db.auditEvent.count({ where: { workspaceId: known.workspace.id, action: "session.sign_in_failed" } });
    expect(await failures()).toBe(0);
    await knownRun.result.audit();
    await unknownRun.result.audit();
    expect(await failures()).toBe(1);
  });
});
