// The daily re-check of a verified claim on a fake clock (issue 29): a removed token suspends the claim on
// the seventh failed day and not before, the admins are mailed on days 1 and 6 with an audit event each
// time, the published record goes private (a `withdrawn` version), and proving control again restores it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock, systemClock } from "@/lib/platform/clock";
import { recheckClaims } from "@/lib/companies/recheck-claims";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { cookieFrom, confirmedAccount, signIn, type Account } from "@/tests/auth/support";
import { startApp, type TestApp } from "@/tests/helpers/app";

const DAY = 86_400_000;
let app: TestApp;
let world: LocalWorld;
let owner: Account;
const start = Date.now();

function clockAt(ms: number) {
  const offset = ms - Date.now();
  setClock({ now: () => new Date(Date.now() + offset), nowMs: () => Date.now() + offset, sleep: systemClock.sleep });
}
const TXT = "_svc-challenge.recheck-co.example";
const claimRow = () => app.db.companyClaim.findFirstOrThrow({ where: { workspaceId: owner.workspace.id } });
const found = async () => (await app.web.get("/api/network/profile?q=recheck-co")).body.found;
const mails = () =>
  app.db.outboundMail.findMany({
    where: { to: owner.email.toLowerCase(), subject: { contains: "recheck-co.example" } },
    orderBy: { createdAt: "asc" },
  });

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([{ domain: "recheck-co.example" }]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "recheck-owner", "Recheck Co");
  const added = await app.web.post("/api/workspace/companies", { domain: "recheck-co.example" }, { cookie: owner.cookie });
  expect(added.status, added.text).toBe(201);
  world.description.txt[TXT] = [[added.body.verification.methods[0].value]];
  expect((await app.web.post("/api/workspace/companies/recheck-co/verification", undefined, { cookie: owner.cookie })).status).toBe(200);
  expect(
    (await app.web.post("/api/workspace/companies/recheck-co/publication", { visibility: "published" }, { cookie: owner.cookie })).status,
  ).toBe(200);
}, 120_000);
afterEach(() => setClock(undefined));
afterAll(async () => {
  setClock(undefined);
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

describe("the daily re-check", () => {
  it("a present token keeps the claim; checking twice within a day checks once", async () => {
    clockAt(start + DAY);
    expect(await recheckClaims(app.db)).toMatchObject({ checked: 1, failing: 0 });
    expect(await recheckClaims(app.db)).toMatchObject({ checked: 0 });
    expect((await claimRow()).state).toBe("verified");
  });

  it("a removed token suspends the claim on day 7 and not before, mailing the admins on days 1 and 6", async () => {
    delete world.description.txt[TXT];
    for (let day = 1; day <= 6; day++) {
      clockAt(start + DAY + day * DAY);
      expect(await recheckClaims(app.db)).toMatchObject({ checked: 1, failing: 1, suspended: 0 });
      expect((await claimRow()).state, `day ${day}`).toBe("verified");
      expect(await found(), `day ${day}`).toBe(true);
    }
    const notices = await mails();
    expect(notices.map((m) => m.subject)).toEqual([
      "Control of recheck-co.example could not be confirmed (day 1 of 7)",
      "Control of recheck-co.example could not be confirmed (day 6 of 7)",
    ]);
    clockAt(start + DAY + 7 * DAY);
    expect(await recheckClaims(app.db)).toMatchObject({ checked: 1, failing: 1, suspended: 1 });
    expect(await claimRow()).toMatchObject({ state: "suspended", suspendedFrom: "published" });
    expect(await found()).toBe(false);
    const worker = await app.api.get("/public/trust/recheck-co");
    expect(worker.body).toMatchObject({ status: "private", claim: { claim_url: `${app.baseUrl}/claim/recheck-co` } });
    const versions = await app.db.recordVersion.findMany({ where: { companyId: "recheck-co" }, orderBy: { version: "asc" } });
    expect(versions.map((v) => v.kind)).toEqual(["published", "withdrawn"]);
    expect((await mails()).at(-1)?.subject).toBe("Claim on recheck-co.example suspended");
    const audit = await app.db.auditEvent.findMany({
      where: { workspaceId: owner.workspace.id, action: { in: ["company.suspension_notice", "company.suspended"] } },
      orderBy: { seq: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["company.suspension_notice", "company.suspension_notice", "company.suspended"]);
  });

  it("restoring the token and verifying brings the record back", async () => {
    clockAt(start + DAY + 7 * DAY + 3_600_000);
    const cookie = cookieFrom(await signIn(app, owner.email));
    const verify = () => app.web.post("/api/workspace/companies/recheck-co/verification", undefined, { cookie });
    // The token was issued seven days ago: the first try renews it.
    const stale = await verify();
    expect(stale.status, stale.text).toBe(422);
    expect(stale.body.token_renewed).toBe(true);
    world.description.txt[TXT] = [[`svc-verification=${(await claimRow()).dnsToken}`]];
    const res = await verify();
    expect(res.status, res.text).toBe(200);
    expect(await claimRow()).toMatchObject({ state: "verified", failingSince: null, suspendedFrom: null });
    expect(await found()).toBe(true);
    const versions = await app.db.recordVersion.findMany({ where: { companyId: "recheck-co" }, orderBy: { version: "asc" } });
    expect(versions.map((v) => v.kind)).toEqual(["published", "withdrawn", "published"]);
  });
});
