import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { AUDIT_ROWS_PER_FILE } from "@/lib/audit/export-audit";
import { currentSignedIn } from "@/lib/auth/session-route";

export const metadata: Metadata = { title: "Audit log" };

const SHOWN = 100;

export default async function AuditPage() {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const db = await getDb();
  const [events, total] = await Promise.all([
    db.auditEvent.findMany({ where: { workspaceId: me.workspace.id }, orderBy: { seq: "desc" }, take: SHOWN }),
    db.auditEvent.count({ where: { workspaceId: me.workspace.id } }),
  ]);
  return (
    <>
      <h1>Audit log</h1>
      <p>
        Sign-ins, password, two-factor and address changes, API keys, every write made with a workspace credential and every refused use of a bound credential
        without its proof. Never a token or a request body. {total} events in all; the latest {Math.min(SHOWN, total)} are below.
      </p>
      <p>
        Export, oldest first, {AUDIT_ROWS_PER_FILE.toLocaleString("en")} rows a file: <a href="/api/workspace/audit/export?format=csv">CSV</a> or{" "}
        <a href="/api/workspace/audit/export?format=jsonl">JSON Lines</a>. Each file names the next in its <code>Link</code> header.
      </p>
      <table>
        <caption>Latest events, newest first</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Who</th>
            <th scope="col">Request</th>
            <th scope="col">Status</th>
            <th scope="col">Replay</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.seq.toString()}>
              <td>{e.seq.toString()}</td>
              <td>{e.at.toISOString()}</td>
              <td>{e.action}</td>
              <td>{e.credential ?? `${e.actorType}${e.actorId ? `:${e.actorId}` : ""}`}</td>
              <td>{e.method ? `${e.method} ${e.path}` : ""}</td>
              <td>{e.status ?? ""}</td>
              <td>{e.replay ? "yes" : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
