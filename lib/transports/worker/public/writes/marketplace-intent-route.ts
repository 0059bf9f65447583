// POST /public/marketplace/intent – buyer interest, kept as a Lead of the target company's workspace.
import { marketplaceIntentRoute } from "@/lib/transports/worker/public/writes/marketplace-intent-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { anonymousScope, withIdempotency } from "@/lib/http/with-idempotency";
import { findWriteTarget } from "@/lib/transports/worker/public/writes/public-write-target";
import { recordMarketplaceIntent } from "@/lib/transports/worker/public/writes/record-marketplace-intent";
import { clock } from "@/lib/platform/clock";

export const POST = route(marketplaceIntentRoute, async (ctx) =>
  withIdempotency(ctx, anonymousScope(ctx), async () => {
    const db = await getDb();
    const target = await findWriteTarget(db, ctx.body.target_company);
    if (!target.found) {
      // One answer for unknown, unclaimed and private targets: a write reveals no more than the read.
      const message = "`target_company` names no published company.";
      throw new ApiError("bad_request", { message, errors: [{ in: "body", name: "target_company", message }] });
    }
    const lead = await recordMarketplaceIntent(db, target.company, ctx.body, clock().now());
    return json(
      { id: lead.id, status: "received", target_company: target.company.slug, created_at: lead.createdAt.getTime() },
      { status: 201 },
    );
  }),
);
