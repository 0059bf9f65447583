// POST /api/auth/sign-in – password (and two-factor code) sign-in; sets the session cookie.
import { cookies } from "next/headers";
import { after } from "next/server";
import { getIronSession } from "iron-session";
import { signInRoute } from "@/lib/auth/routes/sign-in.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { normaliseEmail } from "@/lib/auth/email-address";
import { answer, publicFormRoute } from "@/lib/http/session-route";
import { sessionOptions, type SessionSeal } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions";
import { checkSignIn } from "@/lib/auth/sign-in";
import { workspaceOfUser } from "@/lib/auth/workspaces";
import { log } from "@/lib/platform/log";

export const POST = publicFormRoute(signInRoute, { page: "/sign-in" }, async (ctx) => {
  const db = await getDb();
  const email = normaliseEmail(ctx.body.email);
  const result = await checkSignIn(db, { email, password: ctx.body.password, totp: ctx.body.totp });
  if (!result.ok) {
    // The failure's audit event is written after the answer: only a known address has one, and its time
    // must not tell the two apart (lib/auth/sign-in.ts).
    after(() => result.audit().catch((err: Error) => log("warn", "sign-in audit failed", { error: err.message })));
    if (result.reason === "credentials") throw new ApiError("unauthorized", { message: "Wrong address or password." });
    throw new ApiError("unauthorized", {
      message:
        result.reason === "two_factor_required"
          ? "Enter the six-digit code of your authenticator app."
          : "The two-factor code is wrong or already used.",
      extra: { two_factor_required: true },
    });
  }
  await result.audit();
  const sid = await createSession(db, result.userId, { userAgent: ctx.req.headers.get("user-agent"), mfa: result.mfa });
  const session = await getIronSession<SessionSeal>(await cookies(), sessionOptions());
  session.sid = sid;
  await session.save();
  const user = await db.user.findUniqueOrThrow({ where: { id: result.userId } });
  const row = await db.session.findUniqueOrThrow({ where: { id: sid } });
  const ws = await workspaceOfUser(db, user.id);
  return answer(
    ctx.req,
    {
      signed_in: true,
      session_expires_at: row.expiresAt.toISOString(),
      account: { email: user.email, email_confirmed: !!user.emailConfirmedAt, two_factor: !!user.totpEnabledAt, workspace: ws },
    },
    { page: ctx.body.next ?? "/workspace" },
  );
});
