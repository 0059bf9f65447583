import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { currentSignedIn } from "@/lib/auth/session-route";
import { listAttempts, listEndpoints } from "@/lib/events/endpoints";
import { ACCEPTED_EVENT_NAMES, ENDPOINT_EVENT_TYPES } from "@/lib/vocabulary/event-types";
import { FormNotice, readNotice } from "../../_components/form-notice";
import { HttpsUrlField, PostButton } from "../_components/event-forms";

export const metadata: Metadata = { title: "Webhook endpoints" };

export default async function EndpointsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const db = await getDb();
  const [endpoints, attempts] = await Promise.all([listEndpoints(db, me.workspace.id), listAttempts(db, me.workspace.id, { limit: 50 })]);
  return (
    <>
      <h1>Webhook endpoints</h1>
      <FormNotice {...msg} />
      <p>
        Each event is sent once to every endpoint that chose its type, signed with the endpoint&apos;s secret: <code>x-svc-signature</code> is the HMAC-SHA256
        of the raw body in lowercase hex, <code>x-svc-event</code> the type. A failed delivery is logged below and not retried.
      </p>

      <section aria-labelledby="register">
        <h2 id="register">Register an endpoint</h2>
        <form method="post" action="/api/workspace/endpoints">
          <HttpsUrlField />
          <p>
            <label htmlFor="events">Event types, comma-separated</label>
            <br />
            <input
              id="events"
              name="events"
              required
              size={60}
              defaultValue={ENDPOINT_EVENT_TYPES.filter((t) => t !== "profile.requested").join(",")}
              aria-describedby="events-help"
            />
            <br />
            <small id="events-help">Accepted: {ACCEPTED_EVENT_NAMES.join(", ")}.</small>
          </p>
          <button type="submit">Register endpoint</button>
        </form>
      </section>

      <section aria-labelledby="endpoints">
        <h2 id="endpoints">Endpoints</h2>
        {endpoints.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr key={e.id}>
                  <td>
                    <code>{e.url}</code>
                  </td>
                  <td>{e.events.join(", ")}</td>
                  <td>{e.disabledAt ? `disabled ${e.disabledAt.toISOString()}` : "active"}</td>
                  <td>
                    <PostButton
                      action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/test`}
                      text="Send a test event"
                      label={`Send a test event to ${e.url}`}
                    />
                    <PostButton
                      action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/roll-secret`}
                      text="Roll secret"
                      label={`Roll the secret of ${e.url}`}
                    />
                    {e.disabledAt ? null : (
                      <PostButton action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/disable`} text="Disable" label={`Disable ${e.url}`} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No endpoints yet.</p>
        )}
      </section>

      <section aria-labelledby="log">
        <h2 id="log">Delivery log</h2>
        <p>The last 50 attempts on every channel (endpoints, alert destinations, agent subscriptions). Bodies and secrets are never kept.</p>
        {attempts.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Channel</th>
                <th scope="col">Target</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Status</th>
                <th scope="col">Latency</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.id}>
                  <td>{a.at.toISOString()}</td>
                  <td>{a.channel}</td>
                  <td>
                    <code>{a.targetId}</code>
                  </td>
                  <td>
                    {a.eventType} <code>{a.eventId}</code>
                  </td>
                  <td>{a.attempt}</td>
                  <td>{a.status ?? "none"}</td>
                  <td>{a.latencyMs} ms</td>
                  <td>{a.errorClass ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Nothing sent yet.</p>
        )}
      </section>
    </>
  );
}
