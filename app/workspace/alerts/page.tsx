import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { currentSignedIn } from "@/lib/auth/session-route";
import { listDestinations } from "@/lib/events/alert-destinations";
import { FormNotice, readNotice } from "../../_components/form-notice";
import { HttpsUrlField, PostButton } from "../_components/event-forms";

export const metadata: Metadata = { title: "Alert destinations" };

export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const destinations = await listDestinations(await getDb(), me.workspace.id);
  const owner = me.workspace.role === "owner";
  return (
    <>
      <h1>Alert destinations</h1>
      <FormNotice {...msg} />
      <p>
        The service&apos;s own alerts (monitoring drift, test alerts) go to these destinations, signed with a key derived for each destination:
        <code>x-svc-timestamp</code> is the Unix time of signing and <code>x-svc-signature</code> is <code>sha256=</code> and the HMAC-SHA256 of the timestamp,
        a full stop and the body. At most three attempts within 15 seconds, all with one timestamp. After a key rotation the header carries two values for seven
        days, the new key&apos;s first. Attempts are listed in the <a href="/workspace/endpoints#log">delivery log</a>.
      </p>

      <section aria-labelledby="add">
        <h2 id="add">Add a destination</h2>
        <form method="post" action="/api/workspace/alert-destinations">
          <HttpsUrlField />
          <button type="submit">Add destination</button>
        </form>
      </section>

      <section aria-labelledby="destinations">
        <h2 id="destinations">Destinations</h2>
        {destinations.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Key generation</th>
                <th scope="col">Last rotation</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {destinations.map((d) => (
                <tr key={d.id}>
                  <td>
                    <code>{d.url}</code>
                  </td>
                  <td>{d.keyGeneration}</td>
                  <td>{d.rotatedAt?.toISOString() ?? "never"}</td>
                  <td>{d.disabledAt ? `disabled ${d.disabledAt.toISOString()}` : "active"}</td>
                  <td>
                    <PostButton
                      action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/test`}
                      text="Send a test alert"
                      label={`Send a test alert to ${d.url}`}
                    />
                    {owner ? (
                      <PostButton
                        action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/rotate`}
                        text="Rotate key"
                        label={`Rotate the key of ${d.url}`}
                      />
                    ) : null}
                    {d.disabledAt ? null : (
                      <PostButton action={`/api/workspace/alert-destinations/${encodeURIComponent(d.id)}/disable`} text="Disable" label={`Disable ${d.url}`} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No destinations yet.</p>
        )}
      </section>
    </>
  );
}
