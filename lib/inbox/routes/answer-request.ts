// POST /api/workspace/requests/{id}/answer – share or decline (owner or admin); the requester is mailed once.
import { answer, sessionRoute } from "@/lib/http/session-route";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { clock } from "@/lib/platform/clock";
import { getDb } from "@/lib/platform/db/client";
import { answerRequestRoute } from "@/lib/inbox/routes/answer-request.contract";
import { mailAnswer } from "@/lib/inbox/answer-mail";
import { answerRequest, inboxItem } from "@/lib/inbox/requests";

export const POST = sessionRoute(answerRequestRoute, { page: "/workspace/inbox" }, async (ctx, me) => {
  const db = await getDb();
  const now = clock().now();
  const { row, recorded, mailTo } = await answerRequest(
    db,
    {
      workspaceId: me.workspace.id,
      id: ctx.params.id,
      decision: ctx.body.decision,
      message: ctx.body.message,
      documentUrl: ctx.body.document_url,
      answeredById: me.user.id,
      now,
    },
    // In the answer's transaction, so the answer stands only with its row. Never the requester's address:
    // the audit log is read by every member.
    (tx, a) =>
      recordAuditEvent(tx, {
        workspaceId: me.workspace.id,
        action: "request.answered",
        actorType: "user",
        actorId: me.user.id,
        detail: { request_id: ctx.params.id, company: a.row.companySlug, decision: ctx.body.decision, mailed: !!a.mailTo },
      }),
  );
  // Queued once the answer is committed: a refused answer mails nobody.
  if (recorded && mailTo) {
    const company = await db.company.findFirstOrThrow({ where: { slug: row.companySlug }, select: { name: true, slug: true } });
    await mailAnswer(mailTo, {
      companyName: company.name,
      slug: company.slug,
      decision: ctx.body.decision,
      document: row.document,
      message: row.answerMessage,
      documentUrl: row.documentUrl,
    });
  }
  const answeredBy =
    row.answeredById === me.user.id
      ? me.user.email
      : ((await db.user.findUnique({ where: { id: row.answeredById ?? "" }, select: { email: true } }))?.email ?? null);
  const item = inboxItem(row, now, true, answeredBy);
  const notice = recorded
    ? `Answered: ${ctx.body.decision === "share" ? "shared" : "declined"}${mailTo ? "; the requester is mailed" : ""}.`
    : "This request was answered already.";
  return answer(
    ctx.req,
    { workspace: me.workspace.slug, item, mailed: !!mailTo, already_answered: !recorded },
    { page: "/workspace/inbox", notice },
  );
});
