// Password sign-in, with the TOTP code in the same step when the account has two-factor on. Every
// outcome for a known account is audited in its workspace; failures do not say which part was wrong.
import type { Db } from "../db/client";
import { recordAuditEvent } from "../audit/record-audit-event";
import { recordAccountFailure, refuseWhileAccountLocked } from "./account-guessing";
import { normaliseEmail } from "./email-address";
import { verifyPassword } from "./password";
import { decryptTotpSecret, verifyTotp } from "./totp";
import { workspaceOfUser } from "./workspaces";
import { clock } from "../clock";

export type SignInResult = { ok: true; userId: string; mfa: boolean } | { ok: false; reason: "credentials" | "two_factor_required" | "two_factor_invalid" };

export async function checkSignIn(db: Db, opts: { email: string; password: string; totp?: string; now?: Date }): Promise<SignInResult> {
  const now = opts.now ?? clock().now();
  const email = normaliseEmail(opts.email);
  await refuseWhileAccountLocked(email);
  const user = await db.user.findUnique({ where: { email } });
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, opts.password);
  if (!user) {
    await recordAccountFailure(email, null);
    return { ok: false, reason: "credentials" };
  }
  const audit = async (ok: boolean, reason?: string) => {
    const ws = await workspaceOfUser(db, user.id);
    if (ws) {
      await recordAuditEvent(db, {
        workspaceId: ws.id,
        action: ok ? "session.signed_in" : "session.sign_in_failed",
        actorType: "user",
        actorId: user.id,
        detail: reason ? { reason } : undefined,
        at: now,
      });
    }
  };
  if (!passwordOk) {
    await recordAccountFailure(email, user);
    await audit(false, "password");
    return { ok: false, reason: "credentials" };
  }
  if (user.totpEnabledAt && user.totpSecretEnc) {
    if (!opts.totp) return { ok: false, reason: "two_factor_required" };
    if (!(await verifyTotp(decryptTotpSecret(user.totpSecretEnc), opts.totp, user.id, now))) {
      await recordAccountFailure(email, user);
      await audit(false, "two_factor");
      return { ok: false, reason: "two_factor_invalid" };
    }
    await audit(true);
    return { ok: true, userId: user.id, mfa: true };
  }
  await audit(true);
  return { ok: true, userId: user.id, mfa: false };
}
