import type { Metadata } from "next";
import { listDestinations } from "@/lib/events/alert-destinations";
import { DataTable, type Column } from "@/app/_components/data-table";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";
import { HttpsUrlField, targetState } from "@/app/workspace/_components/event-forms";

export const metadata: Metadata = { title: "Alert destinations" };

export default async function AlertsPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const destinations = await listDestinations(db, me.workspace.id);
  const owner = me.workspace.role === "owner";
  const columns: Column<(typeof destinations)[number]>[] = [
    { header: "URL", cell: (d) => <code>{d.url}</code> },
    { header: "Key generation", cell: (d) => d.keyGeneration },
    { header: "Last rotation", cell: (d) => d.rotatedAt?.toISOString() ?? "never" },
    { header: "State", cell: targetState },
    {
      header: "Actions",
      cell: (d) => (
        <>
          <PostForm
            action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/test`}
            submit="Send a test alert"
            label={`Send a test alert to ${d.url}`}
          />
          {owner ? (
            <PostForm
              action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/rotate`}
              submit="Rotate key"
              label={`Rotate the key of ${d.url}`}
            />
          ) : null}
          {d.disabledAt ? null : (
            <PostForm
              action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/disable`}
              submit="Disable"
              label={`Disable ${d.url}`}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <h1>Alert destinations</h1>
      <FormNotice {...msg} />
      <p>
        The service&apos;s own alerts (monitoring drift, three failed readings of a company in a row, test alerts) go to these
        destinations, signed with a key derived for each destination:
        <code>x-svc-timestamp</code> is the Unix time of signing and <code>x-svc-signature</code> is <code>sha256=</code> and the
        HMAC-SHA256 of the timestamp, a full stop and the body. At most three attempts within 15 seconds, all with one timestamp.
        After a key rotation the header carries two values for seven days, the new key&apos;s first. Attempts are listed in the{" "}
        <a href="/workspace/endpoints#log">delivery log</a>.
      </p>

      <Section id="add" title="Add a destination">
        <PostForm action="/api/workspace/alert-destinations" submit="Add destination">
          <HttpsUrlField />
        </PostForm>
      </Section>

      <Section id="destinations" title="Destinations">
        <DataTable rows={destinations} rowKey={(d) => d.id} empty="No destinations yet." columns={columns} />
      </Section>
    </>
  );
}
