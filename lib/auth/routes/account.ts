// GET /api/account – the signed-in account and its workspace.
import { accountRoute } from "@/lib/auth/routes/account.contract";
import { json } from "@/lib/http/respond";
import { sessionRoute } from "@/lib/http/session-route";

export const GET = sessionRoute(accountRoute, { page: "/account/security" }, async (_ctx, me) =>
  json({ email: me.user.email, email_confirmed: !!me.user.emailConfirmedAt, two_factor: !!me.user.totpEnabledAt, workspace: me.workspace }),
);
