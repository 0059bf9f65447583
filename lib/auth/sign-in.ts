// Password sign-in, with the TOTP code in the same step when the account has two-factor on. Every
// outcome for a known account is audited in its workspace; failures do not say which part was wrong.
//
// A wrong password costs the same whether or not the address has an account, so its time does not tell
// which addresses do: both paths check the lock, look the address up, verify a password hash (a dummy one
// for nobody), count the failure and look up the workspace (of nobody), in that order, and the audit
// event, the one write only a known account has, is returned for the caller to record after the answer.
import type { Db } from "@/lib/platform/db/client";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { recordAccountFailure, refuseWhileAccountLocked } from "@/lib/auth/account-guessing";
import { normaliseEmail } from "@/lib/auth/email-address";
import { verifyPassword } from "@/lib/auth/password";
import { decryptTotpSecret, verifyTotp } from "@/lib/auth/totp";
import { workspaceOfUser } from "@/lib/auth/workspaces";
import { clock } from "@/lib/platform/clock";

/** The steps of a sign-in, in the order they run (the timing test compares them). */
export type SignInStep = "lock" | "user" | "password" | "failure_count" | "workspace" | "two_factor";

export type SignInResult = (
  { ok: true; userId: string; mfa: boolean } | { ok: false; reason: "credentials" | "two_factor_required" | "two_factor_invalid" }
) & {
  /** Records the outcome in the account's workspace (nothing for an unknown address): run it after the answer. */
  audit: () => Promise<void>;
};

export interface CheckSignInOptions {
  email: string;
  password: string;
  totp?: string;
  now?: Date;
  /** Told each step as it starts. */
  trace?: (step: SignInStep) => void;
}

// No user has this id: the unknown address's workspace lookup runs the same query and finds nothing.
const NOBODY = "";

export async function checkSignIn(db: Db, opts: CheckSignInOptions): Promise<SignInResult> {
  const now = opts.now ?? clock().now();
  const trace = opts.trace ?? (() => {});
  const email = normaliseEmail(opts.email);
  trace("lock");
  await refuseWhileAccountLocked(email);
  trace("user");
  const user = await db.user.findUnique({ where: { email } });
  trace("password");
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, opts.password);
  const failed = async (reason: "password" | "two_factor") => {
    trace("failure_count");
    await recordAccountFailure(email, user);
    trace("workspace");
    const ws = await workspaceOfUser(db, user?.id ?? NOBODY);
    return auditIn(db, ws?.id ?? null, user?.id ?? null, false, reason, now);
  };
  if (!user || !passwordOk) return { ok: false, reason: "credentials", audit: await failed("password") };
  if (user.totpEnabledAt && user.totpSecretEnc) {
    if (!opts.totp) return { ok: false, reason: "two_factor_required", audit: async () => {} };
    trace("two_factor");
    if (!(await verifyTotp(decryptTotpSecret(user.totpSecretEnc), opts.totp, user.id, now))) {
      return { ok: false, reason: "two_factor_invalid", audit: await failed("two_factor") };
    }
    trace("workspace");
    const ws = await workspaceOfUser(db, user.id);
    return { ok: true, userId: user.id, mfa: true, audit: auditIn(db, ws?.id ?? null, user.id, true, undefined, now) };
  }
  trace("workspace");
  const ws = await workspaceOfUser(db, user.id);
  return { ok: true, userId: user.id, mfa: false, audit: auditIn(db, ws?.id ?? null, user.id, true, undefined, now) };
}

function auditIn(
  db: Db,
  workspaceId: string | null,
  userId: string | null,
  ok: boolean,
  reason: string | undefined,
  at: Date,
): () => Promise<void> {
  return async () => {
    if (!workspaceId || !userId) return;
    await recordAuditEvent(db, {
      workspaceId,
      action: ok ? "session.signed_in" : "session.sign_in_failed",
      actorType: "user",
      actorId: userId,
      detail: reason ? { reason } : undefined,
      at,
    });
  };
}
