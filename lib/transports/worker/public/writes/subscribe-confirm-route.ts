// GET /public/trust/{slug}/subscribe/confirm?token=… – the mailed link: a page whose button confirms.
// POST /public/trust/{slug}/subscribe/confirm – the button (form) or a client (JSON): confirms.
import { confirmSubscriptionPostRoute } from "@/lib/transports/worker/public/writes/subscribe-confirm-route.contract";
import { confirmSubscriptionRoute } from "@/lib/transports/worker/public/writes/subscribe-confirm-route.contract";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { actionPage, donePage } from "@/lib/transports/worker/public/writes/action-page";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";
import { confirmSubscription } from "@/lib/transports/worker/public/writes/subscribe-to-profile";

export const GET = route(confirmSubscriptionRoute, async (ctx) => {
  const target = await findWriteTarget(await getDb(), ctx.params.slug);
  if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
  return actionPage({
    title: `Follow ${target.company.name}`,
    lead: `Press the button to confirm that this address should be told when ${target.company.name}'s trust profile changes.`,
    action: ctx.url.pathname,
    fields: { token: ctx.query.token },
    button: "Confirm subscription",
  });
});

export const POST = route(confirmSubscriptionPostRoute, async (ctx) => {
  const db = await getDb();
  const target = await findWriteTarget(db, ctx.params.slug);
  if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
  if (!(await confirmSubscription(db, target.company.id, ctx.body.token, clock().now()))) {
    const message = "The confirmation token is unknown or was replaced by a newer subscribe request; use the link in the latest mail.";
    throw new ApiError("bad_request", { message, errors: [{ in: "body", name: "token", message }] });
  }
  const message = `This address now follows ${target.company.name}.`;
  if (/^application\/x-www-form-urlencoded\b/i.test(ctx.req.headers.get("content-type") ?? ""))
    return donePage("Subscription confirmed", message);
  return json({ status: "confirmed", slug: target.company.slug, message });
});
