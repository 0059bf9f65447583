// Mail is queued, never sent inside a request: with the SMTP server down, sign-up, an inbox answer and a
// public write that mails (a subscription) answer at once; once the server is back, each mail arrives,
// exactly once. The mail server is a real one this test starts, stops and starts again
// (tests/helpers/smtp-server.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "@/lib/platform/jobs/queue";
import { MAIL_JOB, mailRetryLimit } from "@/lib/platform/mail/send-mail";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { startTestSmtp, type TestSmtp } from "@/tests/helpers/smtp-server";
import { untilQueueFinished } from "@/tests/helpers/unfinished-jobs";
import { cookieFrom, PASSWORD, tokenInMail, uniqueEmail } from "@/tests/auth/support";
import { publishedCompany } from "@/tests/team/support";

let app: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: "1", JOBS_POLL_SECONDS: "0.5" });
  await startJobs({ pollingSeconds: 0.5 });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

async function until<T>(what: string, probe: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("queued mail", () => {
  it("retries for at least a day: the shortest sum of the backed-off delays reaches 24 hours", () => {
    for (const delay of [1, 60, 600]) {
      const n = mailRetryLimit(delay);
      const shortest = (k: number) =>
        Array.from({ length: k }, (_, i) => (delay * 2 ** Math.min(16, i + 1)) / 2).reduce((a, b) => a + b, 0);
      expect(shortest(n)).toBeGreaterThanOrEqual(86_400);
      expect(shortest(n - 1)).toBeLessThan(86_400);
    }
  });

  it("answers at once while the SMTP server is down, and delivers each mail exactly once after it is back", async () => {
    // An owner whose company a buyer asked for a document, while the mail server was up.
    const ownerEmail = uniqueEmail("outage-owner");
    expect(
      (await app.web.post("/api/auth/sign-up", { email: ownerEmail, password: PASSWORD, workspace_name: "Outage Owner" })).status,
    ).toBe(202);
    const confirmMail = await until("the owner's confirmation", () => smtp.received.find((m) => m.to.includes(ownerEmail.toLowerCase())));
    expect((await app.web.post("/api/auth/confirm-email", { token: tokenInMail(confirmMail.text) })).status).toBe(200);
    const signedIn = await app.web.post("/api/auth/sign-in", { email: ownerEmail, password: PASSWORD });
    const cookie = cookieFrom(signedIn);
    const slug = `outage-${process.pid}-${Date.now().toString(36)}`;
    await publishedCompany(app, slug, signedIn.body.account.workspace.id);
    const requester = uniqueEmail("outage-buyer");
    const asked = await app.api.post(`/public/trust/${slug}/request-access`, { name: "Buyer", email: requester, document: "SOC 2 report" });
    expect(asked.status).toBe(201);

    await smtp.stop();
    const email = uniqueEmail("outage");
    const follower = uniqueEmail("outage-follower");

    const started = Date.now();
    const up = await app.web.post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: "Outage Ltd" });
    const answered = await app.web.post(
      `/api/workspace/requests/ar_${asked.body.id}/answer`,
      { decision: "share", document_url: "https://docs.outage.example/soc2.pdf" },
      { cookie },
    );
    const sub = await app.api.post("/public/trust/kestrel/subscribe", { email: follower });
    const took = Date.now() - started;
    expect(up.status).toBe(202);
    expect([answered.status, answered.body.mailed]).toEqual([200, true]);
    expect(sub.status).toBe(202);
    // Well under nodemailer's connection timeout: neither request waited for the mail server.
    expect(took).toBeLessThan(5_000);

    // Attempts fail while the server is down: let at least one retry happen before it comes back.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(smtp.received.filter((m) => [email.toLowerCase(), follower, requester.toLowerCase()].some((to) => m.to.includes(to)))).toEqual(
      [],
    );
    await smtp.start();

    const confirm = await until("the confirmation mail", () => smtp.received.find((m) => m.to.includes(email.toLowerCase())));
    expect(confirm.text).toMatch(/confirm-email\?token=[A-Za-z0-9_-]+/);
    await until("the subscription mail", () => smtp.received.find((m) => m.to.includes(follower)));
    const answer = await until("the answer", () => smtp.received.find((m) => m.to.includes(requester.toLowerCase())));
    expect(answer.text).toContain("https://docs.outage.example/soc2.pdf");
    await untilQueueFinished(app.db, [MAIL_JOB], 60_000);
    expect(smtp.received.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(follower))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(requester.toLowerCase()))).toHaveLength(1);
    // Sent through SMTP, so nothing was kept in the development mailbox.
    expect(await app.db.outboundMail.count({ where: { to: { in: [email.toLowerCase(), follower] } } })).toBe(0);
  }, 120_000);
});
