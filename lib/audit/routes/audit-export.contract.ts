// The contract of the route in audit-export.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/auth";
import { web } from "@/lib/contracts/auth";

export const auditExportRoute = defineRoute({
  ...web,
  operationId: "exportAuditLog",
  method: "GET",
  path: "/api/workspace/audit/export",
  summary: "Export the workspace audit log, oldest first, 5,000 rows a file",
  description:
    'One file per request. When more rows follow, `Audit-Next-Cursor` (and `Link: rel="next"`) give ' +
    "the next file; the last file has neither. Rows never hold a token, a password or a request body.",
  tags: ["Workspace"],
  auth: "session",
  query: S.AuditExportQuerySchema,
  responses: {
    200: {
      description: "text/csv or application/jsonl.",
      contentType: "text/csv",
      headers: {
        "Audit-Next-Cursor": { description: "Cursor of the next file; absent on the last." },
        "Audit-Row-Count": { description: "Rows in this file." },
        Link: { description: '`<next file url>; rel="next"` when more rows follow.' },
      },
    },
  },
  errors: ["unauthorized", "invalid_cursor", "invalid_request"],
});
