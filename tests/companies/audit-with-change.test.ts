// A change and its audit row commit together, or neither does. The audit insert is made to fail inside the
// database (a trigger on "AuditEvent" for the one action under test): the route answers an error and the change
// is not there; once the store works again, the client's retry makes the change and writes exactly one row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";
import { confirmedAccount, latestMailTo, type Account } from "@/tests/auth/support";
import { installAuditHiccup, whileAuditFails, whileSessionMoveFails } from "@/tests/helpers/audit-hiccup";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { colleague, invitationToken, userId } from "@/tests/team/support";

const VERIFY_DOMAIN = "audit-verify.example";

let app: TestApp;
let world: LocalWorld;
let owner: Account;

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([{ domain: VERIFY_DOMAIN }]);
  installWorld(world.description);
  owner = await confirmedAccount(app, "audit-owner", "Audit Owners");
  await installAuditHiccup(app.db);
}, 120_000);
afterAll(async () => {
  installWorld(undefined);
  await app?.stop();
  await world?.close();
});

/** The workspace's audit rows of one action whose detail has `key` = `value`. */
async function auditRows(workspaceId: string, action: AuditAction, key: string, value: string) {
  const rows = await app.db.auditEvent.findMany({ where: { workspaceId, action } });
  return rows.filter((r) => (r.detail as Record<string, unknown> | null)?.[key] === value);
}

function expectRefused(res: { status: number; text: string }) {
  expect(res.status, res.text).toBeGreaterThanOrEqual(500);
}

/** A new confirmed account invited by the owner, and its accept call (the link from the mail it received). */
async function invitedAccount(name: string) {
  const invitee = await confirmedAccount(app, name);
  const email = invitee.email.toLowerCase();
  const invited = await app.web.post("/api/workspace/invitations", { email, role: "member" }, { cookie: owner.cookie });
  expect(invited.status, invited.text).toBe(201);
  const token = invitationToken((await latestMailTo(app, email)).text);
  return { invitee, invited, accept: () => app.web.post("/api/invitations/accept", { token }, { cookie: invitee.cookie }) };
}

/** The invitation is still unused and its invitee not a member of the owner's workspace. */
async function expectNotJoined(invitee: Account, invitationId: string) {
  expect((await app.db.invitation.findUniqueOrThrow({ where: { id: invitationId } })).acceptedAt).toBeNull();
  const id = await userId(app, invitee);
  expect(await app.db.membership.count({ where: { userId: id, workspaceId: owner.workspace.id } })).toBe(0);
}

describe("a failed audit insert undoes the change it records", () => {
  it("adding a company: no claim, and the retry adds it and records it once", async () => {
    const domain = "audit-add.example";
    const add = () => app.web.post("/api/workspace/companies", { domain }, { cookie: owner.cookie });
    expectRefused(await whileAuditFails(app.db, "company.added", add));
    expect(await app.db.companyClaim.count({ where: { workspaceId: owner.workspace.id, company: { domain } } })).toBe(0);

    const res = await add();
    expect(res.status, res.text).toBe(201);
    expect(await auditRows(owner.workspace.id, "company.added", "domain", domain)).toHaveLength(1);
  });

  it("verifying a company: still unverified and unowned, and the retry verifies it and records it once", async () => {
    const added = await app.web.post("/api/workspace/companies", { domain: VERIFY_DOMAIN }, { cookie: owner.cookie });
    expect(added.status, added.text).toBe(201);
    const claim = await app.db.companyClaim.findFirstOrThrow({
      where: { workspaceId: owner.workspace.id, company: { domain: VERIFY_DOMAIN } },
    });
    const placed = await app.web.post("/dev/world/proofs", {
      domain: VERIFY_DOMAIN,
      method: "dns_txt",
      action: "place",
      token: claim.dnsToken,
    });
    expect(placed.status, placed.text).toBe(200);
    const verify = () => app.web.post(`/api/workspace/companies/${added.body.slug}/verification`, undefined, { cookie: owner.cookie });

    expectRefused(await whileAuditFails(app.db, "company.verified", verify));
    expect((await app.db.companyClaim.findUniqueOrThrow({ where: { id: claim.id } })).state).toBe("unverified");
    expect((await app.db.company.findUniqueOrThrow({ where: { id: claim.companyId } })).workspaceId).toBeNull();

    const res = await verify();
    expect(res.status, res.text).toBe(200);
    expect(res.body.state).toBe("verified");
    expect(await auditRows(owner.workspace.id, "company.verified", "domain", VERIFY_DOMAIN)).toHaveLength(1);
  });

  it("inviting a member: no invitation and no mail, and the retry invites and records it once", async () => {
    const invitee = await confirmedAccount(app, "audit-invitee");
    const email = invitee.email.toLowerCase();
    const invite = () => app.web.post("/api/workspace/invitations", { email, role: "member" }, { cookie: owner.cookie });
    const mailsBefore = await app.db.outboundMail.count({ where: { to: email } });

    expectRefused(await whileAuditFails(app.db, "member.invited", invite));
    expect(await app.db.invitation.count({ where: { workspaceId: owner.workspace.id, email } })).toBe(0);
    expect(await app.db.outboundMail.count({ where: { to: email } })).toBe(mailsBefore);

    const res = await invite();
    expect(res.status, res.text).toBe(201);
    expect(await auditRows(owner.workspace.id, "member.invited", "email", email)).toHaveLength(1);
  });

  it("accepting an invitation: the link stays unused and no membership, and the retry joins and records it once", async () => {
    const { invitee, invited, accept } = await invitedAccount("audit-joiner");
    expectRefused(await whileAuditFails(app.db, "invitation.accepted", accept));
    await expectNotJoined(invitee, invited.body.invitation.id);

    const res = await accept();
    expect(res.status, res.text).toBe(200);
    expect(res.body.workspace.slug).toBe(owner.workspace.slug);
    expect(await auditRows(owner.workspace.id, "invitation.accepted", "invitation_id", invited.body.invitation.id)).toHaveLength(1);
  });

  it("accepting an invitation when the session cannot move to the workspace: nothing is accepted, and the retry joins", async () => {
    const { invitee, invited, accept } = await invitedAccount("audit-mover");
    expectRefused(await whileSessionMoveFails(app.db, accept));
    await expectNotJoined(invitee, invited.body.invitation.id);
    expect(await auditRows(owner.workspace.id, "invitation.accepted", "invitation_id", invited.body.invitation.id)).toHaveLength(0);

    const res = await accept();
    expect(res.status, res.text).toBe(200);
    expect(res.body.workspace).toMatchObject({ slug: owner.workspace.slug, role: "member" });
    const mine = await app.web.get("/api/account/workspaces", { cookie: invitee.cookie });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.current).toBe(owner.workspace.slug);
    expect(await auditRows(owner.workspace.id, "invitation.accepted", "invitation_id", invited.body.invitation.id)).toHaveLength(1);
  });

  it("changing a role: the role is unchanged, and the retry changes it and records it once", async () => {
    const m = await colleague(app, owner, "audit-role");
    const change = () => app.web.post(`/api/workspace/members/${m.userId}/role`, { role: "admin" }, { cookie: owner.cookie });
    const roleOf = async () =>
      (await app.db.membership.findUniqueOrThrow({ where: { userId_workspaceId: { userId: m.userId, workspaceId: owner.workspace.id } } }))
        .role;

    expectRefused(await whileAuditFails(app.db, "member.role_changed", change));
    expect(await roleOf()).toBe("member");

    const res = await change();
    expect(res.status, res.text).toBe(200);
    expect(await roleOf()).toBe("admin");
    expect(await auditRows(owner.workspace.id, "member.role_changed", "user_id", m.userId)).toHaveLength(1);
  });

  it("removing a member: still a member, and the retry removes them and records it once", async () => {
    const m = await colleague(app, owner, "audit-removed");
    const remove = () => app.web.post(`/api/workspace/members/${m.userId}/remove`, {}, { cookie: owner.cookie });
    const memberships = () => app.db.membership.count({ where: { userId: m.userId, workspaceId: owner.workspace.id } });

    expectRefused(await whileAuditFails(app.db, "member.removed", remove));
    expect(await memberships()).toBe(1);

    const res = await remove();
    expect(res.status, res.text).toBe(200);
    expect(await memberships()).toBe(0);
    expect(await auditRows(owner.workspace.id, "member.removed", "user_id", m.userId)).toHaveLength(1);
  });

  it("leaving a workspace: still a member, and the retry leaves and records it once", async () => {
    const m = await colleague(app, owner, "audit-leaver");
    const leave = () => app.web.post("/api/workspace/leave", {}, { cookie: m.cookie });
    const memberships = () => app.db.membership.count({ where: { userId: m.userId, workspaceId: owner.workspace.id } });

    expectRefused(await whileAuditFails(app.db, "member.left", leave));
    expect(await memberships()).toBe(1);

    const res = await leave();
    expect(res.status, res.text).toBe(200);
    expect(await memberships()).toBe(0);
    expect(await auditRows(owner.workspace.id, "member.left", "user_id", m.userId)).toHaveLength(1);
  });

  it("handing over ownership: both roles unchanged, and the retry hands it over and records it once", async () => {
    const first = await confirmedAccount(app, "audit-handover", "Audit Handover");
    const firstId = await userId(app, first);
    const heir = await colleague(app, first, "audit-heir");
    const handOver = () => app.web.post("/api/workspace/ownership", { user_id: heir.userId }, { cookie: first.cookie });
    const roles = async () => {
      const rows = await app.db.membership.findMany({ where: { workspaceId: first.workspace.id }, select: { userId: true, role: true } });
      return Object.fromEntries(rows.map((r) => [r.userId, r.role]));
    };

    expectRefused(await whileAuditFails(app.db, "ownership.handed_over", handOver));
    expect(await roles()).toEqual({ [firstId]: "owner", [heir.userId]: "member" });

    const res = await handOver();
    expect(res.status, res.text).toBe(200);
    expect(await roles()).toEqual({ [firstId]: "admin", [heir.userId]: "owner" });
    expect(await auditRows(first.workspace.id, "ownership.handed_over", "to_user_id", heir.userId)).toHaveLength(1);
  });
});
