// GET /public/trust/{slug}/subscribe/confirm?token=… – the link of the confirmation mail.
import { confirmSubscriptionRoute } from "@/lib/contracts/public-trust";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { findWriteTarget, unpublishedResponse } from "@/lib/worker/public-write-target";
import { confirmSubscription } from "@/lib/worker/subscribe-to-profile";

export const GET = route(confirmSubscriptionRoute, async (ctx) => {
  const db = await getDb();
  const target = await findWriteTarget(db, ctx.params.slug);
  if (!target.found) return unpublishedResponse(target.outcome, ctx.params.slug);
  if (!(await confirmSubscription(db, target.company.id, ctx.query.token, new Date()))) {
    const message = "The confirmation token is unknown or was replaced by a newer subscribe request; use the link in the latest mail.";
    throw new ApiError("bad_request", { message, errors: [{ in: "query", name: "token", message }] });
  }
  return json({ status: "confirmed", slug: target.company.slug, message: `This address now follows ${target.company.name}.` });
});
