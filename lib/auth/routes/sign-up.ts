// POST /api/auth/sign-up – create an account and its workspace; a confirmation link is mailed.
import { signUpRoute } from "@/lib/auth/routes/sign-up.contract";
import { getDb } from "@/lib/platform/db/client";
import { answer, publicFormRoute } from "@/lib/http/session-route";
import { signUp } from "@/lib/auth/sign-up";

const MESSAGE = "Check your mailbox: we sent a link to confirm the address. Then sign in.";

export const POST = publicFormRoute(signUpRoute, { page: "/sign-up" }, async (ctx) => {
  await signUp(await getDb(), { email: ctx.body.email, password: ctx.body.password, workspaceName: ctx.body.workspace_name });
  return answer(ctx.req, { status: "confirmation_sent", message: MESSAGE }, { status: 202, page: "/sign-in", notice: MESSAGE });
});
