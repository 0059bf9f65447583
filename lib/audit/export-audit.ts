// Audit log export: oldest first, 5,000 rows a file, further files by cursor; CSV or JSON Lines.
import type { Db } from "@/lib/platform/db/client";
import { encodeAuditCursor } from "@/lib/audit/audit-cursor";

export const AUDIT_ROWS_PER_FILE = 5000;
export type AuditExportFormat = "csv" | "jsonl";

export interface AuditRow {
  seq: number;
  at: string;
  action: string;
  actor_type: string;
  actor_id: string | null;
  method: string | null;
  path: string | null;
  status: number | null;
  credential: string | null;
  replay: boolean;
  detail: unknown;
}

export const AUDIT_COLUMNS: (keyof AuditRow)[] = [
  "seq",
  "at",
  "action",
  "actor_type",
  "actor_id",
  "method",
  "path",
  "status",
  "credential",
  "replay",
  "detail",
];

export interface AuditExportPage {
  rows: AuditRow[];
  nextCursor: string | null;
}

export async function auditExportPage(
  db: Db,
  workspaceId: string,
  afterSeq: bigint | null,
  limit = AUDIT_ROWS_PER_FILE,
): Promise<AuditExportPage> {
  const found = await db.auditEvent.findMany({
    where: { workspaceId, ...(afterSeq !== null ? { seq: { gt: afterSeq } } : {}) },
    orderBy: { seq: "asc" },
    take: limit + 1,
  });
  const page = found.slice(0, limit);
  const rows = page.map((e) => ({
    seq: Number(e.seq),
    at: e.at.toISOString(),
    action: e.action,
    actor_type: e.actorType,
    actor_id: e.actorId,
    method: e.method,
    path: e.path,
    status: e.status,
    credential: e.credential,
    replay: e.replay,
    detail: e.detail ?? null,
  }));
  const last = page.at(-1);
  return { rows, nextCursor: found.length > limit && last ? encodeAuditCursor(workspaceId, last.seq) : null };
}

// A cell a spreadsheet would run as a formula is prefixed with a quote (CSV injection).
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function renderAuditExport(rows: AuditRow[], format: AuditExportFormat): string {
  if (format === "jsonl") return rows.map((r) => JSON.stringify(r) + "\n").join("");
  const lines = [AUDIT_COLUMNS.join(","), ...rows.map((r) => AUDIT_COLUMNS.map((c) => csvCell(r[c])).join(","))];
  return lines.join("\r\n") + "\r\n";
}
