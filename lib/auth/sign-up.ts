// Sign-up: an account, its own workspace (the user is its owner) and a confirmation mail. The answer is
// the same whether or not the address already has an account (that owner gets a notice by mail instead),
// so sign-up does not tell who has an account.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { normaliseEmail } from "@/lib/auth/email-address";
import { issueEmailToken } from "@/lib/auth/email-tokens";
import { hashPassword } from "@/lib/auth/password";
import { createWorkspace } from "@/lib/auth/workspaces";

export async function signUp(db: Db, opts: { email: string; password: string; workspaceName?: string; now?: Date }): Promise<void> {
  const email = normaliseEmail(opts.email);
  const passwordHash = await hashPassword(opts.password);
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await sendMail({
      to: email,
      subject: "Someone tried to sign up with your address",
      text:
        `An account already exists for this address. If this was you, sign ` +
        `in at ${env().BASE_URL}/sign-in. If not, you can ignore this mail.`,
    });
    return;
  }
  let userId: string;
  try {
    userId = (await db.user.create({ data: { email, passwordHash }, select: { id: true } })).id;
  } catch (err) {
    // Two sign-ups for one address at once: the second is answered like any existing address.
    if ((err as { code?: string }).code === "P2002") return;
    throw err;
  }
  const workspace = await createWorkspace(db, opts.workspaceName?.trim() || email.split("@")[0], userId);
  await recordAuditEvent(db, {
    workspaceId: workspace.id,
    action: "account.signed_up",
    actorType: "user",
    actorId: userId,
    detail: { workspace: workspace.slug },
  });
  await sendConfirmation(db, userId, email, opts.now);
}

export async function sendConfirmation(db: Db, userId: string, email: string, now?: Date): Promise<void> {
  const token = await issueEmailToken(db, { userId, purpose: "confirm", email, now });
  await sendMail({
    to: email,
    subject: "Confirm your address",
    text:
      `Confirm your address for the Public Trust Network: ` +
      `${env().BASE_URL}/confirm-email?token=${token}\nThe link works once, for 24 hours.`,
  });
}
