import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { listApiKeys } from "@/lib/auth/api-keys";
import { SCOPED_OPERATION_NAMES, SCOPED_OPERATIONS } from "@/lib/auth/operations";
import { currentSignedIn } from "@/lib/auth/session-route";
import { FormNotice, readNotice } from "../../_components/form-notice";

export const metadata: Metadata = { title: "API keys" };

export default async function KeysPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const keys = await listApiKeys(await getDb(), me.workspace.id);
  return (
    <>
      <h1>API keys</h1>
      <FormNotice {...msg} />
      <p>
        A <strong>bound</strong> key is created with the thumbprint (RFC 7638) of your client&apos;s public key: only requests carrying a DPoP proof signed by
        that key are accepted, and the key sent as a plain bearer token is refused. An <strong>ingest</strong> key (no thumbprint) reaches only{" "}
        <code>POST /v1/evidence/webhook</code> and reads nothing. A key is shown once, when created; we keep only its SHA-256 hash.
      </p>

      <section aria-labelledby="create">
        <h2 id="create">Create a key</h2>
        {me.user.emailConfirmedAt ? (
          <form method="post" action="/api/workspace/keys">
            <p>
              <label htmlFor="name">Name</label>
              <br />
              <input id="name" name="name" required maxLength={80} />
            </p>
            <p>
              <label htmlFor="dpop_jkt">Public key thumbprint (dpop_jkt); leave empty for an ingest key</label>
              <br />
              <input id="dpop_jkt" name="dpop_jkt" pattern="[A-Za-z0-9_\-]{43}" size={50} aria-describedby="jkt-help" />
              <br />
              <small id="jkt-help">43 characters, base64url SHA-256 of your ES256 or Ed25519 public key.</small>
            </p>
            <button type="submit">Create key</button>
          </form>
        ) : (
          <p>Confirm your address first: follow the link we mailed you.</p>
        )}
      </section>

      <section aria-labelledby="keys">
        <h2 id="keys">Keys</h2>
        {keys.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Starts</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>{k.dpopJkt ? "bound" : "ingest"}</td>
                  <td>
                    <code>tk_live_{k.hint}…</code>
                  </td>
                  <td>{k.createdAt.toISOString()}</td>
                  <td>{k.lastUsedAt?.toISOString() ?? "never"}</td>
                  <td>
                    {k.revokedAt ? (
                      `revoked ${k.revokedAt.toISOString()}`
                    ) : (
                      <form method="post" action={`/api/workspace/keys/${encodeURIComponent(k.id)}/revoke`}>
                        <button type="submit" aria-label={`Revoke key ${k.name}`}>
                          Revoke
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No keys yet.</p>
        )}
      </section>

      <section aria-labelledby="scoped">
        <h2 id="scoped">Mint a scoped token</h2>
        <p>
          An <code>st_</code> token for one operation, 15 to 60 minutes, bound to your client&apos;s key.
        </p>
        <form method="post" action="/api/workspace/tokens">
          <p>
            <label htmlFor="operation">Operation</label>
            <br />
            <select id="operation" name="operation">
              {SCOPED_OPERATION_NAMES.map((op) => (
                <option key={op} value={op}>
                  {op} ({SCOPED_OPERATIONS[op]})
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor="st-jkt">Public key thumbprint (dpop_jkt)</label>
            <br />
            <input id="st-jkt" name="dpop_jkt" required pattern="[A-Za-z0-9_\-]{43}" size={50} />
          </p>
          <p>
            <label htmlFor="ttl">Minutes valid (15 to 60)</label>
            <br />
            <input id="ttl" name="ttl_minutes" type="number" min={15} max={60} defaultValue={15} />
          </p>
          <button type="submit">Mint token</button>
        </form>
      </section>
    </>
  );
}
