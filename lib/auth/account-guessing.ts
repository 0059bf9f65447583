// Password and second-factor guessing is limited per account, not only per client network: at most 10
// failed attempts per address in 15 minutes from all networks together (sign-in, and the password or code
// asked for by a password change, an address change and turning two-factor on or off, all in one budget),
// then 429 with Retry-After until the window ends. The owner of a known account is mailed once, when the tenth failure closes the window.
// Counted per address (hashed), known or not, so the refusal says nothing about whether the account exists.
import { refuseWhileSpent } from "@/lib/platform/ratelimit/refusal";
import { log } from "@/lib/platform/log";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { consume } from "@/lib/platform/ratelimit/limiter";
import { POLICIES } from "@/lib/platform/ratelimit/policies";
import { sha256Hex } from "@/lib/auth/tokens";

const POLICY = POLICIES.accountFailures;
const LIMIT = POLICY.windows[0].limit;

function key(email: string): string {
  return sha256Hex(`account:${email}`);
}

/** Refuses (429) while the address has used up its failed attempts; spends nothing. */
export async function refuseWhileAccountLocked(email: string): Promise<void> {
  await refuseWhileSpent(POLICY, key(email), "for this account after failed sign-ins or password and code checks, from any network");
}

/** Counts one failed attempt; the failure that uses up the window mails the account's owner, once. */
export async function recordAccountFailure(email: string, owner: { email: string } | null): Promise<void> {
  const d = await consume(POLICY, key(email), 1);
  if (!owner || !d.allowed || d.remaining !== 0) return;
  try {
    await sendMail({
      to: owner.email,
      subject: "Sign-in to your Public Trust Network account paused for 15 minutes",
      text:
        `There were ${LIMIT} failed sign-in attempts (wrong passwords or two-factor codes) on your account in the last ` +
        "15 minutes, so sign-in and account changes are paused for the rest of that " +
        "window. If this was not you, someone may be guessing your password: once sign-in " +
        "works again, change your password and turn on two-factor authentication under Account security.",
    });
  } catch (err) {
    // The pause holds whether or not the mail went out.
    log("warn", "account pause mail failed", { error: (err as Error).name });
  }
}
