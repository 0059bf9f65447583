// A workspace's team over HTTP (issue 30): invitations (mailed through the queue's fallback to the
// development mailbox, token kept as a hash, 7-day expiry on the injected clock, re-invite replaces, at
// most 50 open), accept (address must match), role changes, removal (sessions and keys end), leaving, the
// last-owner rule, hand-over, several workspaces with a switch, and the audit rows of each.
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock, systemClock } from "@/lib/platform/clock";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, latestMailTo, PASSWORD, uniqueEmail, type Account } from "@/tests/auth/support";
import { colleague, invitationToken, invite, userId } from "@/tests/team/support";

let app: TestApp;
let owner: Account;
beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "team-owner", "Team Co");
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => setClock(undefined));

function clockShifted(ms: number) {
  setClock({ now: () => new Date(Date.now() + ms), nowMs: () => Date.now() + ms, sleep: systemClock.sleep });
}

const members = (who: Account) => app.web.get("/api/workspace/members", { cookie: who.cookie });

describe("invitations", () => {
  it("mails a link whose token is stored only as a hash; accepting joins the workspace and the session acts on it", async () => {
    const joiner = await confirmedAccount(app, "joiner");
    const res = await app.web.post(
      "/api/workspace/invitations",
      { email: joiner.email.toUpperCase(), role: "member" },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("workspace")).toBe(owner.workspace.slug);
    expect(res.body).toMatchObject({
      workspace: owner.workspace.slug,
      replaced: false,
      invitation: { email: joiner.email.toLowerCase(), role: "member" },
    });
    const token = invitationToken((await latestMailTo(app, joiner.email)).text);
    const row = await app.db.invitation.findUniqueOrThrow({ where: { id: res.body.invitation.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 86_400_000);

    const accepted = await app.web.post("/api/invitations/accept", { token }, { cookie: joiner.cookie });
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace).toMatchObject({ slug: owner.workspace.slug, role: "member" });
    expect(accepted.headers.get("workspace")).toBe(owner.workspace.slug);
    const list = await members(joiner);
    expect(list.status).toBe(200);
    expect(list.body.workspace.slug).toBe(owner.workspace.slug);
    expect(list.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [owner.email.toLowerCase(), "owner"],
        [joiner.email.toLowerCase(), "member"],
      ]),
    );
    // Open invitations are the owners' and admins' business.
    expect(list.body.invitations).toEqual([]);
  });

  it("refuses a reused link (410 invitation_used), an expired one (410 invitation_expired) and an unknown one (404)", async () => {
    const a = await colleague(app, owner, "reuse");
    const again = await app.web.post(
      "/api/invitations/accept",
      { token: invitationToken((await latestMailTo(app, a.email)).text) },
      { cookie: a.cookie },
    );
    expect([again.status, again.body.error]).toEqual([410, "invitation_used"]);

    const late = await confirmedAccount(app, "late");
    clockShifted(-8 * 86_400_000);
    const token = await invite(app, owner, late.email);
    setClock(undefined);
    const expired = await app.web.post("/api/invitations/accept", { token }, { cookie: late.cookie });
    expect([expired.status, expired.body.error]).toEqual([410, "invitation_expired"]);
    expect(expired.body.message).toMatch(/expired on \d{4}-/);

    const unknown = await app.web.post("/api/invitations/accept", { token: "x".repeat(43) }, { cookie: late.cookie });
    expect([unknown.status, unknown.body.error]).toEqual([404, "not_found"]);
  });

  it("refuses another address with 403 invitation_address_mismatch naming the account's address, and an unconfirmed one", async () => {
    const invited = uniqueEmail("invited");
    const token = await invite(app, owner, invited);
    const stranger = await confirmedAccount(app, "stranger");
    const res = await app.web.post("/api/invitations/accept", { token }, { cookie: stranger.cookie });
    expect([res.status, res.body.error]).toEqual([403, "invitation_address_mismatch"]);
    expect(res.body.message).toContain(stranger.email.toLowerCase());
    expect(res.body.message).toContain("another address");

    // The invited address signs up but has not confirmed it yet.
    expect((await app.web.post("/api/auth/sign-up", { email: invited, password: PASSWORD, workspace_name: "Unconfirmed" })).status).toBe(
      202,
    );
    const signIn = await app.web.post("/api/auth/sign-in", { email: invited, password: PASSWORD });
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("svc_session="))!
      .split(";")[0];
    const unconfirmed = await app.web.post("/api/invitations/accept", { token }, { cookie });
    expect([unconfirmed.status, unconfirmed.body.error]).toEqual([403, "invitation_address_mismatch"]);
    expect(unconfirmed.body.message).toMatch(/Confirm your address/);
    // Neither refusal used the invitation.
    expect((await app.db.invitation.findFirstOrThrow({ where: { email: invited } })).acceptedAt).toBeNull();
  });

  it("re-inviting replaces the open invitation: the old link stops working", async () => {
    const acct = await confirmedAccount(app, "reinvite");
    const first = await invite(app, owner, acct.email);
    const res = await app.web.post("/api/workspace/invitations", { email: acct.email, role: "admin" }, { cookie: owner.cookie });
    expect([res.status, res.body.replaced]).toEqual([201, true]);
    const second = invitationToken((await latestMailTo(app, acct.email)).text);
    expect(second).not.toBe(first);
    expect((await app.web.post("/api/invitations/accept", { token: first }, { cookie: acct.cookie })).status).toBe(404);
    const ok = await app.web.post("/api/invitations/accept", { token: second }, { cookie: acct.cookie });
    expect([ok.status, ok.body.workspace.role]).toEqual([200, "admin"]);
  });

  it("allows at most 50 open invitations (409 invitation_limit), still replacing an open one", async () => {
    const boss = await confirmedAccount(app, "limit-owner");
    const wsId = (await app.db.workspace.findUniqueOrThrow({ where: { slug: boss.workspace.slug } })).id;
    const bossId = await userId(app, boss);
    const expiresAt = new Date(Date.now() + 86_400_000);
    await app.db.invitation.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        workspaceId: wsId,
        email: `open-${i}@example.test`,
        role: "member",
        tokenHash: `h-${wsId}-${i}`,
        invitedById: bossId,
        expiresAt,
      })),
    });
    const res = await app.web.post("/api/workspace/invitations", { email: uniqueEmail("fifty-one") }, { cookie: boss.cookie });
    expect([res.status, res.body.error]).toEqual([409, "invitation_limit"]);
    expect(res.body.message).toContain("50");
    const replaced = await app.web.post("/api/workspace/invitations", { email: "open-7@example.test" }, { cookie: boss.cookie });
    expect([replaced.status, replaced.body.replaced]).toEqual([201, true]);
  });

  it("a member inviting is refused with 403 naming the role needed and theirs", async () => {
    const m = await colleague(app, owner, "member-invites");
    const res = await app.web.post("/api/workspace/invitations", { email: uniqueEmail("nope") }, { cookie: m.cookie });
    expect([res.status, res.body.error]).toEqual([403, "forbidden"]);
    expect(res.body.message).toBe(`This needs the admin role or above in workspace ${owner.workspace.slug}; yours is member.`);
  });

  it("an admin invites; a bad address is 400 naming the field", async () => {
    const a = await colleague(app, owner, "admin-invites", "admin");
    expect((await app.web.post("/api/workspace/invitations", { email: uniqueEmail("by-admin") }, { cookie: a.cookie })).status).toBe(201);
    const bad = await app.web.post("/api/workspace/invitations", { email: "not an address" }, { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("email");
  });
});

describe("roles, removal, leaving and ownership", () => {
  it("keeps the last owner: neither leaving, demotion nor removal (409 last_owner naming the rule)", async () => {
    const solo = await confirmedAccount(app, "solo-owner");
    const me = await userId(app, solo);
    for (const res of [
      await app.web.post("/api/workspace/leave", {}, { cookie: solo.cookie }),
      await app.web.post(`/api/workspace/members/${me}/role`, { role: "admin" }, { cookie: solo.cookie }),
      await app.web.post(`/api/workspace/members/${me}/remove`, {}, { cookie: solo.cookie }),
    ]) {
      expect([res.status, res.body.error]).toEqual([409, "last_owner"]);
      expect(res.body.message).toMatch(/keeps at least one owner/);
    }
  });

  it("the owner promotes a member to admin; only an owner changes roles; an unknown member is 404", async () => {
    const m = await colleague(app, owner, "promote");
    const res = await app.web.post(`/api/workspace/members/${m.userId}/role`, { role: "admin" }, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ previous_role: "member", member: { email: m.email.toLowerCase(), role: "admin" } });
    const byAdmin = await app.web.post(`/api/workspace/members/${m.userId}/role`, { role: "member" }, { cookie: m.cookie });
    expect([byAdmin.status, byAdmin.body.error]).toEqual([403, "forbidden"]);
    const unknown = await app.web.post(`/api/workspace/members/nobody/role`, { role: "admin" }, { cookie: owner.cookie });
    expect([unknown.status, unknown.body.error]).toEqual([404, "not_found"]);
    const badRole = await app.web.post(`/api/workspace/members/${m.userId}/role`, { role: "king" }, { cookie: owner.cookie });
    expect(badRole.status).toBe(400);
  });

  it("removing a member ends their sessions in the workspace and revokes the API keys they created there, and says so", async () => {
    const m = await colleague(app, owner, "removed", "admin");
    const key = await app.web.post("/api/workspace/keys", { name: "colleague's key" }, { cookie: m.cookie });
    expect(key.status).toBe(201);
    const res = await app.web.post(`/api/workspace/members/${m.userId}/remove`, {}, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ workspace: owner.workspace.slug, user_id: m.userId, sessions_ended: 1, api_keys_revoked: 1 });
    expect((await members(m)).status).toBe(401);
    expect((await app.db.apiKey.findUniqueOrThrow({ where: { id: key.body.id } })).revokedAt).not.toBeNull();
    expect(await app.db.membership.count({ where: { userId: m.userId, workspace: { slug: owner.workspace.slug } } })).toBe(0);
    // Their own workspace is untouched: signing in again acts on it.
    const again = await app.web.post("/api/auth/sign-in", { email: m.email, password: PASSWORD });
    expect(again.body.account.workspace.slug).not.toBe(owner.workspace.slug);
  });

  it("a member leaves; the session moves to their own workspace", async () => {
    const m = await colleague(app, owner, "leaver");
    const res = await app.web.post("/api/workspace/leave", {}, { cookie: m.cookie });
    expect(res.status).toBe(200);
    expect(res.body.left).toBe(true);
    const after = await members(m);
    expect(after.status).toBe(200);
    expect(after.body.workspace.slug).toBe(res.body.now_acting_on);
    expect(after.body.workspace.slug).not.toBe(owner.workspace.slug);
  });

  it("the owner hands ownership over and becomes an admin", async () => {
    const boss = await confirmedAccount(app, "handover-owner");
    const heir = await colleague(app, boss, "heir");
    const res = await app.web.post("/api/workspace/ownership", { user_id: heir.userId }, { cookie: boss.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ workspace: boss.workspace.slug, owner: heir.userId, your_role: "admin" });
    const list = (await members(heir)).body.members as { email: string; role: string }[];
    expect(list.find((m) => m.email === heir.email.toLowerCase())!.role).toBe("owner");
    expect(list.find((m) => m.email === boss.email.toLowerCase())!.role).toBe("admin");
    // The former owner may leave now; the new one may not.
    expect((await app.web.post("/api/workspace/leave", {}, { cookie: heir.cookie })).status).toBe(409);
  });
});

describe("several workspaces", () => {
  it("lists them, switches between them (answers name the current one), and refuses one you are not in (404)", async () => {
    const m = await colleague(app, owner, "switcher");
    const list = await app.web.get("/api/account/workspaces", { cookie: m.cookie });
    expect(list.status).toBe(200);
    expect(list.body.current).toBe(owner.workspace.slug);
    expect(list.body.workspaces).toHaveLength(2);
    const own = list.body.workspaces.find((w: { slug: string }) => w.slug !== owner.workspace.slug);
    const sw = await app.web.post("/api/account/workspaces/switch", { workspace: own.slug }, { cookie: m.cookie });
    expect([sw.status, sw.body.workspace.slug, sw.headers.get("workspace")]).toEqual([200, own.slug, own.slug]);
    expect((await members(m)).headers.get("workspace")).toBe(own.slug);
    const stranger = await confirmedAccount(app, "not-mine");
    const refused = await app.web.post("/api/account/workspaces/switch", { workspace: stranger.workspace.slug }, { cookie: m.cookie });
    expect([refused.status, refused.body.error]).toEqual([404, "not_found"]);
  });
});

describe("audit", () => {
  it("records invitation, acceptance, role change, removal, leaving and hand-over with actor, target and workspace", async () => {
    const boss = await confirmedAccount(app, "audit-owner");
    const bossId = await userId(app, boss);
    const a = await colleague(app, boss, "audit-a");
    const b = await colleague(app, boss, "audit-b");
    await app.web.post(`/api/workspace/members/${a.userId}/role`, { role: "admin" }, { cookie: boss.cookie });
    await app.web.post(`/api/workspace/members/${a.userId}/remove`, {}, { cookie: boss.cookie });
    await app.web.post("/api/workspace/ownership", { user_id: b.userId }, { cookie: boss.cookie });
    const res = await app.web.get("/api/workspace/audit/export?format=jsonl", { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const rows = res.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { action: string; actor_id: string; detail: Record<string, unknown> });
    const of = (action: string) => rows.filter((r) => r.action === action);
    expect(of("member.invited").map((r) => [r.actor_id, r.detail.email])).toEqual([
      [bossId, a.email.toLowerCase()],
      [bossId, b.email.toLowerCase()],
    ]);
    expect(of("invitation.accepted").map((r) => r.actor_id)).toEqual([a.userId, b.userId]);
    expect(of("member.role_changed").map((r) => [r.actor_id, r.detail.user_id, r.detail.from, r.detail.to])).toEqual([
      [bossId, a.userId, "member", "admin"],
    ]);
    expect(of("member.removed").map((r) => [r.actor_id, r.detail.user_id, r.detail.sessions_ended])).toEqual([[bossId, a.userId, 1]]);
    expect(of("ownership.handed_over").map((r) => [r.actor_id, r.detail.to_user_id])).toEqual([[bossId, b.userId]]);
    expect(res.headers.get("workspace")).toBe(boss.workspace.slug);
  });
});
