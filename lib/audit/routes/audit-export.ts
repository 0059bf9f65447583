// GET /api/workspace/audit/export – the workspace's audit log, oldest first, 5,000 rows a file.
import { auditExportRoute } from "@/lib/audit/routes/audit-export.contract";
import { getDb } from "@/lib/platform/db/client";
import { decodeAuditCursor } from "@/lib/audit/audit-cursor";
import { auditExportPage, renderAuditExport } from "@/lib/audit/export-audit";
import { sessionRoute } from "@/lib/http/session-route";

const CONTENT_TYPES = { csv: "text/csv; charset=utf-8", jsonl: "application/jsonl; charset=utf-8" } as const;

export const GET = sessionRoute(auditExportRoute, { page: "/workspace/audit" }, async (ctx, me) => {
  const { format, cursor } = ctx.query;
  const after = cursor ? decodeAuditCursor(cursor, me.workspace.id) : null;
  const page = await auditExportPage(await getDb(), me.workspace.id, after);
  const first = page.rows[0]?.seq ?? "empty";
  const headers = new Headers({
    "content-type": CONTENT_TYPES[format],
    "content-disposition": `attachment; filename="audit-${me.workspace.slug}-from-${first}.${format}"`,
    "audit-row-count": String(page.rows.length),
    "cache-control": "no-store",
  });
  if (page.nextCursor) {
    headers.set("audit-next-cursor", page.nextCursor);
    const next = new URL(ctx.url.pathname, ctx.url);
    next.searchParams.set("format", format);
    next.searchParams.set("cursor", page.nextCursor);
    headers.set("link", `<${next.toString()}>; rel="next"`);
  }
  return new Response(renderAuditExport(page.rows, format), { status: 200, headers });
});
