// Mail is queued, never sent inside a request: with the SMTP server down, sign-up and a public write that
// mails (a subscription) answer at once; once the server is back, each mail arrives, exactly once. The mail
// server is a real one this test starts, stops and starts again (tests/helpers/smtp-server.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "@/lib/jobs/queue";
import { MAIL_JOB, mailRetryLimit } from "@/lib/mail/send-mail";
import { startApp, type TestApp } from "../helpers/app";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp-server";
import { untilQueueFinished } from "../helpers/unfinished-jobs";
import { PASSWORD, uniqueEmail } from "../auth/support";

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
      const shortest = (k: number) => Array.from({ length: k }, (_, i) => (delay * 2 ** Math.min(16, i + 1)) / 2).reduce((a, b) => a + b, 0);
      expect(shortest(n)).toBeGreaterThanOrEqual(86_400);
      expect(shortest(n - 1)).toBeLessThan(86_400);
    }
  });

  it("answers at once while the SMTP server is down, and delivers each mail exactly once after it is back", async () => {
    await smtp.stop();
    const email = uniqueEmail("outage");
    const follower = uniqueEmail("outage-follower");

    const started = Date.now();
    const up = await app.web.post("/api/auth/sign-up", { email, password: PASSWORD, workspace_name: "Outage Ltd" });
    const sub = await app.api.post("/public/trust/kestrel/subscribe", { email: follower });
    const took = Date.now() - started;
    expect(up.status).toBe(202);
    expect(sub.status).toBe(202);
    // Well under nodemailer's connection timeout: neither request waited for the mail server.
    expect(took).toBeLessThan(5_000);

    // Attempts fail while the server is down: let at least one retry happen before it comes back.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(smtp.received.filter((m) => m.to.includes(email.toLowerCase()) || m.to.includes(follower))).toEqual([]);
    await smtp.start();

    const confirm = await until("the confirmation mail", () => smtp.received.find((m) => m.to.includes(email.toLowerCase())));
    expect(confirm.text).toMatch(/confirm-email\?token=[A-Za-z0-9_-]+/);
    await until("the subscription mail", () => smtp.received.find((m) => m.to.includes(follower)));
    await untilQueueFinished(app.db, [MAIL_JOB], 60_000);
    expect(smtp.received.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(follower))).toHaveLength(1);
    // Sent through SMTP, so nothing was kept in the development mailbox.
    expect(await app.db.outboundMail.count({ where: { to: { in: [email.toLowerCase(), follower] } } })).toBe(0);
  }, 120_000);
});
