// Shared arrangements of the team and inbox tests: invitations read from the development mailbox, a
// colleague who joins through the real flow, and a published company of a workspace for buyers to write to.
import { expect } from "vitest";
import type { TestApp } from "@/tests/helpers/app";
import { confirmedAccount, latestMailTo, type Account } from "@/tests/auth/support";

export function invitationToken(text: string): string {
  const m = text.match(/\/workspace\/members\/accept\?token=([A-Za-z0-9_-]+)/);
  expect(m, "an invitation link in the mail").not.toBeNull();
  return m![1];
}

export async function invite(app: TestApp, by: Account, email: string, role: "admin" | "member" = "member"): Promise<string> {
  const res = await app.web.post("/api/workspace/invitations", { email, role }, { cookie: by.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return invitationToken((await latestMailTo(app, email)).text);
}

/** A confirmed account that accepted an invitation to `owner`'s workspace: its session now acts on it. */
export async function colleague(
  app: TestApp,
  owner: Account,
  tag: string,
  role: "admin" | "member" = "member",
): Promise<Account & { userId: string }> {
  const acct = await confirmedAccount(app, tag);
  const token = await invite(app, owner, acct.email, role);
  const res = await app.web.post("/api/invitations/accept", { token }, { cookie: acct.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const user = await app.db.user.findUniqueOrThrow({ where: { email: acct.email.toLowerCase() }, select: { id: true } });
  return { ...acct, workspace: res.body.workspace, userId: user.id };
}

export async function userId(app: TestApp, acct: Account): Promise<string> {
  return (await app.db.user.findUniqueOrThrow({ where: { email: acct.email.toLowerCase() }, select: { id: true } })).id;
}

export async function publishedCompany(app: TestApp, slug: string, workspaceId: string): Promise<void> {
  await app.db.company.create({
    data: {
      id: slug,
      slug,
      name: `${slug} Ltd`,
      sortName: slug,
      domain: `${slug}.example`,
      jurisdiction: "EU",
      publication: "published",
      isNetwork: true,
      listed: true,
      workspaceId,
    },
  });
}
