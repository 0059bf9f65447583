// POST /public/trust/{slug}/request-access – asks the company for a named document.
import { requestAccessRoute } from "@/lib/transports/worker/public/writes/request-access-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { findWriteTarget, unpublishedResponse } from "@/lib/transports/worker/public/writes/public-write-target";
import { requestDocumentAccess } from "@/lib/inbox/request-document-access";
import { clock } from "@/lib/platform/clock";

export const POST = route(requestAccessRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.params.slug);
    if (!target.found) return unpublishedResponse(await getDb(), target.outcome, ctx.params.slug);
    const saved = await requestDocumentAccess(db, target.company, ctx.body, clock().now());
    return json({ id: saved.id, status: "received", slug: target.company.slug, created_at: saved.createdAt.getTime() }, { status: 201 });
  }),
);
