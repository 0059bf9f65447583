// The roles table, route by route (issue 30): every signed-in workspace route's least role comes from its
// contract (`role`, or `member` for any /api/workspace and /api/eu route that names none), and route()
// refuses a caller below it with 403 before reading the request. The table is read from the contracts, so a
// route added later is checked here without editing this file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ROUTES } from "@/lib/contracts";
import { authKinds, roleOf, type RouteContract } from "@/lib/http/contract";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { colleague } from "@/tests/team/support";

let app: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let guest: Account;
beforeAll(async () => {
  app = await startApp();
  owner = await confirmedAccount(app, "roles-owner", "Roles Co");
  admin = await colleague(app, owner, "roles-admin", "admin");
  member = await colleague(app, owner, "roles-member");
  guest = await colleague(app, owner, "roles-guest");
  // A role the table does not know ranks below every role.
  await app.db.membership.updateMany({
    where: { user: { email: guest.email.toLowerCase() }, workspace: { slug: owner.workspace.slug } },
    data: { role: "guest" },
  });
});
afterAll(async () => {
  await app?.stop();
});

const sessionRoutes = ALL_ROUTES.filter((c) => c.kind !== "page" && authKinds(c).includes("session"));
const withRole = (role: string) => sessionRoutes.filter((c) => roleOf(c) === role);
const concrete = (c: RouteContract) => c.path.replace(/\{[^}]+\}/g, "x");
const call = (c: RouteContract, who: Account) =>
  c.method === "GET" ? app.web.get(concrete(c), { cookie: who.cookie }) : app.web.post(concrete(c), {}, { cookie: who.cookie });

describe("the roles table", () => {
  it("names a role for every workspace route, and each route that needs more than member lists 403 forbidden", () => {
    const workspaceRoutes = sessionRoutes.filter((c) => /^\/api\/(workspace|eu)\//.test(c.path));
    expect(workspaceRoutes.length).toBeGreaterThan(20);
    for (const c of workspaceRoutes) expect(roleOf(c), c.operationId).toMatch(/^(owner|admin|member)$/);
    for (const c of [...withRole("admin"), ...withRole("owner")]) expect(c.errors, c.operationId).toContain("forbidden");
    // The routes of this issue, as the table of docs/api-web.md has them.
    const table = Object.fromEntries(sessionRoutes.map((c) => [c.operationId, roleOf(c) ?? "signed in"]));
    expect(table).toMatchObject({
      listWorkspaceMembers: "member",
      leaveWorkspace: "member",
      listWorkspaceRequests: "member",
      inviteMember: "admin",
      answerWorkspaceRequest: "admin",
      connectSource: "admin",
      createApiKey: "admin",
      changeMemberRole: "owner",
      removeMember: "owner",
      handOverOwnership: "owner",
      rotateAlertDestination: "owner",
      acceptInvitation: "signed in",
      switchWorkspace: "signed in",
    });
  });

  it.each(withRole("admin").map((c) => [`${c.method} ${c.path}`, c] as const))("%s refuses a member with 403", async (_name, c) => {
    const res = await call(c, member);
    expect([res.status, res.body?.error], JSON.stringify(res.body)).toEqual([403, "forbidden"]);
    expect(res.body.message).toContain("yours is member");
  });

  it.each(withRole("owner").map((c) => [`${c.method} ${c.path}`, c] as const))("%s refuses an admin with 403", async (_name, c) => {
    const res = await call(c, admin);
    expect([res.status, res.body?.error], JSON.stringify(res.body)).toEqual([403, "forbidden"]);
    expect(res.body.message).toContain("needs the owner role");
  });

  it.each(withRole("member").map((c) => [`${c.method} ${c.path}`, c] as const))(
    "%s refuses a role below member with 403",
    async (_name, c) => {
      const res = await call(c, guest);
      expect([res.status, res.body?.error], JSON.stringify(res.body)).toEqual([403, "forbidden"]);
    },
  );

  it("lets a member through every member read", async () => {
    for (const c of withRole("member").filter((r) => r.method === "GET" && !r.path.includes("{"))) {
      const res = await call(c, member);
      expect(res.status, `${c.path}: ${res.text.slice(0, 200)}`).not.toBe(403);
    }
  });
});
