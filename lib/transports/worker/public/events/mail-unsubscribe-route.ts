// GET /public/trust/{slug}/unsubscribe?s=…&sig=… – the mail's link: a page whose button unsubscribes.
// POST (same URL) – RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click`; the page's button too.
import { mailUnsubscribePageRoute, mailUnsubscribeRoute } from "@/lib/transports/worker/public/events/mail-unsubscribe-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { mailUnsubscribeSig, unsubscribeMail } from "@/lib/events/subscriber-mail";
import { constantTimeEqual } from "@/lib/events/signatures";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { actionPage, donePage } from "@/lib/transports/worker/public/writes/action-page";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";

function badLink(): ApiError {
  const message = "This unsubscribe link is not valid (altered or incomplete); use the link in the mail.";
  return new ApiError("bad_request", { message, errors: [{ in: "query", name: "sig", message }] });
}

export const GET = route(mailUnsubscribePageRoute, async (ctx) => {
  const target = await findWriteTarget(await getDb(), ctx.params.slug);
  if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
  if (!constantTimeEqual(ctx.query.sig, mailUnsubscribeSig(ctx.query.s))) throw badLink();
  return actionPage({
    title: `Stop mails about ${target.company.name}`,
    lead: "Press the button to stop these mails. Nothing else changes.",
    action: `${ctx.url.pathname}${ctx.url.search}`,
    fields: { "List-Unsubscribe": "One-Click" },
    button: "Unsubscribe",
  });
});

export const POST = route(mailUnsubscribeRoute, async (ctx) => {
  const db = await getDb();
  const target = await findWriteTarget(db, ctx.params.slug);
  if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
  if (!constantTimeEqual(ctx.query.sig, mailUnsubscribeSig(ctx.query.s))) throw badLink();
  // A valid link for a subscription already gone is still a success: the address gets no more mail.
  await unsubscribeMail(db, target.company.id, ctx.query.s, ctx.query.sig);
  if (/^application\/x-www-form-urlencoded\b/i.test(ctx.req.headers.get("content-type") ?? ""))
    return donePage("Unsubscribed", "This address gets no more mail about this profile.");
  return json({ status: "unsubscribed" as const });
});
