import type { Metadata } from "next";
import { AUDIT_ROWS_PER_FILE } from "@/lib/audit/export-audit";
import { DataTable } from "@/app/_components/data-table";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Audit log" };

const SHOWN = 100;

export default async function AuditPage() {
  const { me, db } = await signedInPage();
  const [events, total] = await Promise.all([
    db.auditEvent.findMany({ where: { workspaceId: me.workspace.id }, orderBy: { seq: "desc" }, take: SHOWN }),
    db.auditEvent.count({ where: { workspaceId: me.workspace.id } }),
  ]);
  return (
    <>
      <h1>Audit log</h1>
      <p>
        Sign-ins, password, two-factor and address changes, API keys, every write made with a workspace credential and every refused
        use of a bound credential without its proof. Never a token or a request body. {total} events in all; the latest{" "}
        {Math.min(SHOWN, total)} are below.
      </p>
      <p>
        Export, oldest first, {AUDIT_ROWS_PER_FILE.toLocaleString("en")} rows a file:{" "}
        <a href="/api/workspace/audit/export?format=csv">CSV</a> or <a href="/api/workspace/audit/export?format=jsonl">JSON Lines</a>.
        Each file names the next in its <code>Link</code> header.
      </p>
      <DataTable
        rows={events}
        rowKey={(e) => e.seq.toString()}
        caption="Latest events, newest first"
        columns={[
          { header: "#", cell: (e) => e.seq.toString() },
          { header: "When", cell: (e) => e.at.toISOString() },
          { header: "Event", cell: (e) => e.action },
          { header: "Who", cell: (e) => e.credential ?? `${e.actorType}${e.actorId ? `:${e.actorId}` : ""}` },
          { header: "Request", cell: (e) => (e.method ? `${e.method} ${e.path}` : "") },
          { header: "Status", cell: (e) => e.status ?? "" },
          { header: "Replay", cell: (e) => (e.replay ? "yes" : "") },
        ]}
      />
    </>
  );
}
