// Changes a signed-in user makes to their own account: password, address, two-factor. Each needs proof
// of the account (password or a current code) and is written to the workspace's audit log.
import type { Db } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { Refusal } from "@/lib/platform/refusal";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { recordAccountFailure, refuseWhileAccountLocked } from "@/lib/auth/account-guessing";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { normaliseEmail } from "@/lib/auth/email-address";
import { issueEmailToken } from "@/lib/auth/email-tokens";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeOtherSessions } from "@/lib/auth/sessions";
import { decryptTotpSecret, encryptTotpSecret, newTotpSecret, totpUri, verifyTotp } from "@/lib/auth/totp";
import { clock } from "@/lib/platform/clock";

interface Actor {
  userId: string;
  sessionId: string;
  workspaceId: string;
}

async function userOf(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new Refusal("unauthorized", { message: "Sign in first." });
  return user;
}

// Every proof asked for here (password, TOTP code) counts against the account's one budget of failed
// attempts shared with sign-in (lib/auth/account-guessing.ts): a stolen session cannot be used to guess
// the password or the second factor either.
async function proveOrCount(user: { email: string }, ok: () => Promise<boolean>, refusal: () => Refusal): Promise<void> {
  await refuseWhileAccountLocked(user.email);
  if (await ok()) return;
  await recordAccountFailure(user.email, user);
  throw refusal();
}

function wrongPassword(): Refusal {
  return new Refusal("invalid_request", {
    message: "The current password is wrong.",
    errors: [{ in: "body", name: "current_password", message: "does not match" }],
  });
}

/** Sets a new password and signs out every other session of the account. */
export async function changePassword(
  db: Db,
  actor: Actor,
  opts: { currentPassword: string; newPassword: string },
): Promise<{ otherSessionsRevoked: number }> {
  const user = await userOf(db, actor.userId);
  await proveOrCount(user, () => verifyPassword(user.passwordHash, opts.currentPassword), wrongPassword);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(opts.newPassword) } });
  const revoked = await revokeOtherSessions(db, user.id, actor.sessionId);
  await recordAuditEvent(db, {
    workspaceId: actor.workspaceId,
    action: "password.changed",
    actorType: "user",
    actorId: user.id,
    detail: { other_sessions_revoked: revoked },
  });
  return { otherSessionsRevoked: revoked };
}

/** Mails a confirmation link to the new address (the change happens when it is followed) and a notice to the old one. */
export async function requestEmailChange(db: Db, actor: Actor, opts: { password: string; newEmail: string }): Promise<void> {
  const user = await userOf(db, actor.userId);
  await proveOrCount(user, () => verifyPassword(user.passwordHash, opts.password), wrongPassword);
  const email = normaliseEmail(opts.newEmail);
  if (email === user.email)
    throw new Refusal("invalid_request", {
      message: "That is already the account's address.",
      errors: [{ in: "body", name: "new_email", message: "unchanged" }],
    });
  const token = await issueEmailToken(db, { userId: user.id, purpose: "email_change", email });
  await sendMail({
    to: email,
    subject: "Confirm your new address",
    text:
      `Confirm this address for your Public Trust Network account: ` +
      `${env().BASE_URL}/confirm-email?token=${token}\nThe link works once, for 24 hours.`,
  });
  await sendMail({
    to: user.email,
    subject: "Address change requested",
    text:
      `Someone signed in to your account asked to move it to another address. If ` +
      `this was not you, change your password at ${env().BASE_URL}/account/security.`,
  });
  await recordAuditEvent(db, { workspaceId: actor.workspaceId, action: "email.change_requested", actorType: "user", actorId: user.id });
}

/** A new secret, kept encrypted and inactive until a code from it is confirmed. Shown to the user once. */
export async function startTwoFactor(db: Db, actor: Actor): Promise<{ secret: string; otpauthUri: string }> {
  const user = await userOf(db, actor.userId);
  if (user.totpEnabledAt)
    throw new Refusal("invalid_request", { message: "Two-factor is already on; turn it off first to set up a new authenticator." });
  const secret = newTotpSecret();
  await db.user.update({ where: { id: user.id }, data: { totpSecretEnc: encryptTotpSecret(secret) } });
  return { secret, otpauthUri: totpUri(secret, user.email) };
}

function badCode(): Refusal {
  return new Refusal("invalid_request", {
    message: "The code is wrong or already used.",
    errors: [{ in: "body", name: "code", message: "not a current code" }],
  });
}

export async function enableTwoFactor(db: Db, actor: Actor, code: string, now: Date = clock().now()): Promise<void> {
  const user = await userOf(db, actor.userId);
  if (user.totpEnabledAt) throw new Refusal("invalid_request", { message: "Two-factor is already on." });
  if (!user.totpSecretEnc)
    throw new Refusal("invalid_request", { message: "Start the set-up first (POST /api/account/two-factor/setup)." });
  const secret = user.totpSecretEnc;
  await proveOrCount(user, () => verifyTotp(decryptTotpSecret(secret), code, user.id, now), badCode);
  await db.user.update({ where: { id: user.id }, data: { totpEnabledAt: now } });
  await db.session.update({ where: { id: actor.sessionId }, data: { mfaAt: now } });
  await recordAuditEvent(db, {
    workspaceId: actor.workspaceId,
    action: "two_factor.enabled",
    actorType: "user",
    actorId: user.id,
    at: now,
  });
}

export async function disableTwoFactor(db: Db, actor: Actor, opts: { password: string; code: string; now?: Date }): Promise<void> {
  const now = opts.now ?? clock().now();
  const user = await userOf(db, actor.userId);
  if (!user.totpEnabledAt || !user.totpSecretEnc) throw new Refusal("invalid_request", { message: "Two-factor is not on." });
  const secret = user.totpSecretEnc;
  await proveOrCount(user, () => verifyPassword(user.passwordHash, opts.password), wrongPassword);
  await proveOrCount(user, () => verifyTotp(decryptTotpSecret(secret), opts.code, user.id, now), badCode);
  await db.user.update({ where: { id: user.id }, data: { totpEnabledAt: null, totpSecretEnc: null } });
  await recordAuditEvent(db, {
    workspaceId: actor.workspaceId,
    action: "two_factor.disabled",
    actorType: "user",
    actorId: user.id,
    at: now,
  });
}
