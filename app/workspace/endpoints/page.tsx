import type { Metadata } from "next";
import { listAttempts, listEndpoints } from "@/lib/events/endpoints";
import { ACCEPTED_EVENT_NAMES, ENDPOINT_EVENT_TYPES } from "@/lib/vocabulary/event-types";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";
import { HttpsUrlField, targetState } from "@/app/workspace/_components/event-forms";

export const metadata: Metadata = { title: "Webhook endpoints" };

export default async function EndpointsPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const [endpoints, attempts] = await Promise.all([
    listEndpoints(db, me.workspace.id),
    listAttempts(db, me.workspace.id, { limit: 50 }),
  ]);
  const endpointColumns: Column<(typeof endpoints)[number]>[] = [
    { header: "URL", cell: (e) => <code>{e.url}</code> },
    { header: "Events", cell: (e) => e.events.join(", ") },
    { header: "State", cell: targetState },
    {
      header: "Actions",
      cell: (e) => (
        <>
          <PostForm
            action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/test`}
            submit="Send a test event"
            label={`Send a test event to ${e.url}`}
          />
          <PostForm
            action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/roll-secret`}
            submit="Roll secret"
            label={`Roll the secret of ${e.url}`}
          />
          {e.disabledAt ? null : (
            <PostForm
              action={`/api/workspace/endpoints/${encodeURIComponent(e.id)}/disable`}
              submit="Disable"
              label={`Disable ${e.url}`}
            />
          )}
        </>
      ),
    },
  ];
  const attemptColumns: Column<(typeof attempts)[number]>[] = [
    { header: "When", cell: (a) => a.at.toISOString() },
    { header: "Channel", cell: (a) => a.channel },
    { header: "Target", cell: (a) => <code>{a.targetId}</code> },
    {
      header: "Event",
      cell: (a) => (
        <>
          {a.eventType} <code>{a.eventId}</code>
        </>
      ),
    },
    { header: "Attempt", cell: (a) => a.attempt },
    { header: "Status", cell: (a) => a.status ?? "none" },
    { header: "Latency", cell: (a) => <>{a.latencyMs} ms</> },
    { header: "Error", cell: (a) => a.errorClass ?? "" },
  ];
  return (
    <>
      <h1>Webhook endpoints</h1>
      <FormNotice {...msg} />
      <p>
        Each event is sent once to every endpoint that chose its type, signed with the endpoint&apos;s secret:{" "}
        <code>x-svc-signature</code> is the HMAC-SHA256 of the raw body in lowercase hex, <code>x-svc-event</code> the type. A failed
        delivery is logged below and not retried.
      </p>

      <Section id="register" title="Register an endpoint">
        <PostForm action="/api/workspace/endpoints" submit="Register endpoint">
          <HttpsUrlField />
          <Field
            id="events"
            label="Event types, comma-separated"
            help={{ id: "events-help", text: <>Accepted: {ACCEPTED_EVENT_NAMES.join(", ")}.</> }}
          >
            <input
              id="events"
              name="events"
              required
              size={60}
              defaultValue={ENDPOINT_EVENT_TYPES.filter((t) => t !== "profile.requested").join(",")}
              aria-describedby="events-help"
            />
          </Field>
        </PostForm>
      </Section>

      <Section id="endpoints" title="Endpoints">
        <DataTable rows={endpoints} rowKey={(e) => e.id} empty="No endpoints yet." columns={endpointColumns} />
      </Section>

      <Section id="log" title="Delivery log">
        <p>
          The last 50 attempts on every channel (endpoints, alert destinations, agent subscriptions). Bodies and secrets are never
          kept.
        </p>
        <DataTable rows={attempts} rowKey={(a) => a.id} empty="Nothing sent yet." columns={attemptColumns} />
      </Section>
    </>
  );
}
