// POST /api/workspace/ownership – the owner hands ownership to another member and becomes an admin.
import { answer, sessionRoute } from "../../auth/session-route";
import { getDb } from "../../db/client";
import { handOverRoute } from "../contracts";
import { handOverOwnership } from "../members";
import { auditTeam } from "./audit";

export const POST = sessionRoute(handOverRoute, { page: "/workspace/members" }, async (ctx, me) => {
  const db = await getDb();
  await handOverOwnership(db, me.workspace.id, me.user.id, ctx.body.user_id);
  await auditTeam(db, me, "ownership.handed_over", { from_user_id: me.user.id, to_user_id: ctx.body.user_id });
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, owner: ctx.body.user_id, your_role: "admin" },
    { page: "/workspace/members", notice: "Ownership handed over; you are now an admin." },
  );
});
