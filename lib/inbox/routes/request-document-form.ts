// POST /api/network/company/{slug}/request-access – the company page's form: a buyer (signed in or not)
// asks a published company for a named document; it lands in the company's inbox.
import { answer, publicFormRoute } from "@/lib/http/session-route";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { requestDocumentFormRoute } from "@/lib/inbox/routes/request-document-form.contract";
import { findRequestTarget, requestDocumentAccess } from "@/lib/inbox/request-document-access";

export const POST = publicFormRoute(requestDocumentFormRoute, { page: "/network/company/{slug}/request" }, async (ctx) => {
  const db = await getDb();
  const target = await findRequestTarget(db, ctx.params.slug);
  if (!target)
    throw new ApiError("not_found", { message: "This company has no published profile here, so nobody answers requests for it." });
  const saved = await requestDocumentAccess(db, target, ctx.body, clock().now());
  return answer(
    ctx.req,
    { id: saved.id, status: "received", slug: target.slug, created_at: saved.createdAt.getTime() },
    {
      status: 201,
      page: `/network/company/${encodeURIComponent(target.slug)}/request`,
      notice: `Your request was sent to ${target.name}. The company answers by mail, to the address you gave.`,
    },
  );
});
