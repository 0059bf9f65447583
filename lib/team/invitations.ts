// Invitations to join a workspace: mailed links that work once, for 7 days. The token is kept as a hash;
// inviting the same address again replaces the open invitation (the old link stops working); a workspace
// has at most 50 open invitations. Accepting needs a signed-in account whose confirmed address is the
// invited one.
import type { Db } from "@/lib/platform/db/client";
import { nothingMore, type InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import { env } from "@/lib/platform/env";
import { Refusal } from "@/lib/platform/refusal";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { normaliseEmail } from "@/lib/auth/email-address";
import { newToken, sha256Hex } from "@/lib/auth/tokens";
import type { WorkspaceRef } from "@/lib/auth/workspaces";

export const INVITATION_DAYS = 7;
export const MAX_OPEN_INVITATIONS = 50;

export interface InvitationView {
  id: string;
  email: string;
  role: string;
  invited_by: string | null;
  expires_at: string;
  created_at: string;
}

type Row = { id: string; email: string; role: string; invitedById: string; expiresAt: Date; createdAt: Date };

export function invitationJson(row: Row, inviterEmail: string | null): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: inviterEmail,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function openInvitations(db: Db, workspaceId: string, now: Date): Promise<InvitationView[]> {
  const rows = await db.invitation.findMany({
    where: { workspaceId, acceptedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
  });
  const inviters = await db.user.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.invitedById))] } },
    select: { id: true, email: true },
  });
  const byId = new Map(inviters.map((u) => [u.id, u.email]));
  return rows.map((r) => invitationJson(r, byId.get(r.invitedById) ?? null));
}

export interface InviteOptions {
  workspace: WorkspaceRef;
  email: string;
  role: "admin" | "member";
  inviter: { id: string; email: string };
  now: Date;
}

export interface Invited {
  invitation: InvitationView;
  replaced: boolean;
}

/** `record` runs in the invitation's transaction (its audit row commits with it); the mail is queued after the commit. */
export async function inviteMember(db: Db, o: InviteOptions, record: InSameTransaction<Invited> = nothingMore): Promise<Invited> {
  const email = normaliseEmail(o.email);
  const already = await db.membership.findFirst({ where: { workspaceId: o.workspace.id, user: { email } }, select: { userId: true } });
  if (already) {
    throw new Refusal("invalid_request", {
      message: `${email} is a member of this workspace already.`,
      errors: [{ in: "body", name: "email", message: "already a member" }],
    });
  }
  const existing = await db.invitation.findUnique({ where: { workspaceId_email: { workspaceId: o.workspace.id, email } } });
  const replaced = !!existing && !existing.acceptedAt && existing.expiresAt > o.now;
  if (!replaced) {
    const open = await db.invitation.count({ where: { workspaceId: o.workspace.id, acceptedAt: null, expiresAt: { gt: o.now } } });
    if (open >= MAX_OPEN_INVITATIONS) {
      throw new Refusal("invitation_limit", {
        message: `This workspace has ${open} open invitations, the most it may have (${MAX_OPEN_INVITATIONS}).`,
      });
    }
  }
  const { token, hash } = newToken("");
  const data = {
    role: o.role,
    tokenHash: hash,
    invitedById: o.inviter.id,
    expiresAt: new Date(o.now.getTime() + INVITATION_DAYS * 86_400_000),
    acceptedAt: null,
    createdAt: o.now,
  };
  const invited = await db.$transaction(async (tx) => {
    const row = await tx.invitation.upsert({
      where: { workspaceId_email: { workspaceId: o.workspace.id, email } },
      create: { workspaceId: o.workspace.id, email, ...data },
      update: data,
    });
    const done = { invitation: invitationJson(row, o.inviter.email), replaced };
    await record(tx as Db, done);
    return done;
  });
  await sendMail({
    to: email,
    subject: `You are invited to ${o.workspace.name} on the Public Trust Network`,
    text:
      `${o.inviter.email} invites you to join the workspace ${o.workspace.name} as ${o.role}.\n\n` +
      `Accept: ${env().BASE_URL}/workspace/members/accept?token=${token}\n\n` +
      `Sign up or sign in with this address (${email}) first. The link works once, for ${INVITATION_DAYS} days.`,
  });
  return invited;
}

export interface AcceptOptions {
  token: string;
  user: { id: string; email: string; emailConfirmedAt: Date | null };
  now: Date;
}

export interface Joined {
  workspaceId: string;
  role: string;
  invitationId: string;
}

/**
 * Joins the invitation's workspace; the account's confirmed address must be the invited one. `record` runs in
 * the transaction that uses the token and adds the membership, so a failure leaves the link unused.
 */
export async function acceptInvitation(db: Db, o: AcceptOptions, record: InSameTransaction<Joined> = nothingMore): Promise<Joined> {
  const row = await db.invitation.findUnique({ where: { tokenHash: sha256Hex(o.token) } });
  if (!row)
    throw new Refusal("not_found", {
      message: "No invitation has this token; a newer invitation to the same address replaces the older link.",
    });
  if (row.acceptedAt) throw new Refusal("invitation_used", { message: "This invitation was accepted already; each link joins once." });
  if (row.expiresAt <= o.now)
    throw new Refusal("invitation_expired", {
      message: `This invitation expired on ${row.expiresAt.toISOString()}; ask the workspace for a new one.`,
    });
  const mine = normaliseEmail(o.user.email);
  if (!o.user.emailConfirmedAt || mine !== row.email) {
    throw new Refusal("invitation_address_mismatch", {
      message: o.user.emailConfirmedAt
        ? `This invitation was sent to another address than yours (${mine}); sign in with the invited address.`
        : `Confirm your address (${mine}) first: an invitation is accepted by the confirmed address it was sent to.`,
    });
  }
  return db.$transaction(async (tx) => {
    // The token is used once: a second accept finds it accepted (a racing one waits for this row, then finds it so).
    const { count } = await tx.invitation.updateMany({ where: { id: row.id, acceptedAt: null }, data: { acceptedAt: o.now } });
    if (count !== 1) throw new Refusal("invitation_used", { message: "This invitation was accepted already; each link joins once." });
    const member = await tx.membership.findUnique({ where: { userId_workspaceId: { userId: o.user.id, workspaceId: row.workspaceId } } });
    if (!member)
      await tx.membership.create({ data: { userId: o.user.id, workspaceId: row.workspaceId, role: row.role, createdAt: o.now } });
    const joined = { workspaceId: row.workspaceId, role: member?.role ?? row.role, invitationId: row.id };
    await record(tx as Db, joined);
    return joined;
  });
}
