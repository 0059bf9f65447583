// The two actions a webhook endpoint and an alert destination share, written once: send a test now (the
// attempt joins the delivery log) and disable. Each answers JSON, or a 303 back to the target's page
// with a notice for a form; a target of another workspace is a 404.
import { answer, type SignedIn } from "@/lib/http/session-route";
import { getDb, type Db } from "@/lib/platform/db/client";
import type { InSameTransaction } from "@/lib/platform/db/in-same-transaction";
import type { AuditAction } from "@/lib/vocabulary/audit-actions";
import { auditEventChange } from "@/lib/events/audit-change";
import { disableDestination, listDestinations, sendTestAlert, type DestinationView } from "@/lib/events/alert-destinations";
import { disableEndpoint, listAttempts, listEndpoints, sendTestEvent, type EndpointView } from "@/lib/events/endpoints";
import type { AttemptResult } from "@/lib/events/post-event";
import { attemptJson, destinationJson, endpointJson } from "@/lib/events/views";
import { notInWorkspace } from "@/lib/events/web-input";

interface TargetKind<Row extends { id: string }> {
  what: "endpoint" | "alert destination";
  /** The page a form returns to. */
  page: string;
  /** "Test event" or "Test alert", as the notice names it. */
  test: string;
  send: (db: Db, workspaceId: string, id: string) => Promise<AttemptResult | null>;
  /** False when not the workspace's; `record` runs in the disabling's transaction. */
  disable: (db: Db, workspaceId: string, id: string, record: InSameTransaction<void>) => Promise<boolean>;
  list: (db: Db, workspaceId: string) => Promise<Row[]>;
  json: (row: Row) => unknown;
  disabled: { action: AuditAction; idField: string; notice: string };
}

export const ENDPOINTS: TargetKind<EndpointView> = {
  what: "endpoint",
  page: "/workspace/endpoints",
  test: "Test event",
  send: sendTestEvent,
  disable: disableEndpoint,
  list: listEndpoints,
  json: endpointJson,
  disabled: { action: "endpoint.disabled", idField: "endpoint_id", notice: "Endpoint disabled." },
};

export const ALERT_DESTINATIONS: TargetKind<DestinationView> = {
  what: "alert destination",
  page: "/workspace/alerts",
  test: "Test alert",
  send: sendTestAlert,
  disable: disableDestination,
  list: listDestinations,
  json: destinationJson,
  disabled: { action: "alert_destination.disabled", idField: "destination_id", notice: "Alert destination disabled." },
};

/** Sends the target's test event now. */
export async function testTarget<Row extends { id: string }>(
  req: Request,
  me: SignedIn,
  id: string,
  t: TargetKind<Row>,
): Promise<Response> {
  const db = await getDb();
  const result = await t.send(db, me.workspace.id, id);
  if (!result) throw notInWorkspace(t.what);
  const [last] = await listAttempts(db, me.workspace.id, { targetId: id, limit: 1 });
  const notice = result.errorClass
    ? `${t.test} not accepted (${result.status ?? result.errorClass}).`
    : `${t.test} delivered (HTTP ${result.status}).`;
  return answer(req, { attempt: attemptJson(last!) }, { page: t.page, notice });
}

/** Disables the target (nothing more is sent to it), records who did, and answers with its row. */
export async function disableTarget<Row extends { id: string }>(
  req: Request,
  me: SignedIn,
  id: string,
  t: TargetKind<Row>,
): Promise<Response> {
  const db = await getDb();
  const disabled = await t.disable(db, me.workspace.id, id, (tx) =>
    auditEventChange(me, t.disabled.action, { [t.disabled.idField]: id }, tx),
  );
  if (!disabled) throw notInWorkspace(t.what);
  const row = (await t.list(db, me.workspace.id)).find((r) => r.id === id)!;
  return answer(req, t.json(row), { page: t.page, notice: t.disabled.notice });
}
