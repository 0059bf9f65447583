import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { currentSignedIn } from "@/lib/auth/session-route";
import { listSessions } from "@/lib/auth/sessions";
import { listOAuthGrants } from "@/lib/oauth/grants";
import { decryptTotpSecret, totpUri } from "@/lib/auth/totp";
import { FormNotice, readNotice } from "../../_components/form-notice";

export const metadata: Metadata = { title: "Account security" };

export default async function SecurityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = await readNotice(searchParams);
  const db = await getDb();
  const sessions = await listSessions(db, me.user.id);
  const grants = await listOAuthGrants(db, me.user.id);
  const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id }, select: { totpSecretEnc: true, totpEnabledAt: true } });
  // A secret set up but not yet confirmed is shown to its owner so the authenticator can be set.
  const pending = !user.totpEnabledAt && user.totpSecretEnc ? decryptTotpSecret(user.totpSecretEnc) : null;
  return (
    <>
      <h1>Account security</h1>
      <p>
        Signed in as <strong>{me.user.email}</strong> ({me.user.emailConfirmedAt ? "address confirmed" : "address not confirmed yet"}), workspace{" "}
        <a href="/workspace">{me.workspace.name}</a>.
      </p>
      <FormNotice {...msg} />

      <section aria-labelledby="sessions">
        <h2 id="sessions">Sessions</h2>
        <p>Each browser you signed in from. Revoking one signs it out on its next request.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">Expires</th>
              <th scope="col">Browser</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>{s.createdAt.toISOString()}</td>
                <td>{s.lastSeenAt.toISOString()}</td>
                <td>{s.expiresAt.toISOString()}</td>
                <td>
                  {s.userAgent ?? "unknown"}
                  {s.id === me.session.id ? " (this one)" : ""}
                </td>
                <td>
                  <form method="post" action={`/api/account/sessions/${encodeURIComponent(s.id)}/revoke`}>
                    <button type="submit">Revoke</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="post" action="/api/auth/sign-out">
          <button type="submit">Sign out</button>
        </form>
      </section>

      <section aria-labelledby="oauth-grants">
        <h2 id="oauth-grants">Agents you allowed</h2>
        <p>
          Each application you allowed to act for your workspace through OAuth. Its access tokens work only at the resource named and last at most an hour;
          revoking stops them on their next request and ends its refresh tokens now.
        </p>
        {grants.length === 0 ? (
          <p>None.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Application</th>
                <th scope="col">Resources</th>
                <th scope="col">Allowed</th>
                <th scope="col">Refresh tokens</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {grants.map((g) => (
                <tr key={g.id}>
                  <td>{g.clientName ?? g.clientId}</td>
                  <td>{g.resources.join(", ")}</td>
                  <td>{g.createdAt.toISOString()}</td>
                  <td>{g.refreshTokens}</td>
                  <td>
                    <form method="post" action={`/api/account/oauth-grants/${encodeURIComponent(g.id)}/revoke`}>
                      <button type="submit">Revoke</button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="two-factor">
        <h2 id="two-factor">Two-factor sign-in</h2>
        {user.totpEnabledAt ? (
          <>
            <p>On since {user.totpEnabledAt.toISOString()}.</p>
            <form method="post" action="/api/account/two-factor/disable">
              <p>
                <label htmlFor="tf-off-password">Password</label>
                <br />
                <input id="tf-off-password" name="password" type="password" autoComplete="current-password" required />
              </p>
              <p>
                <label htmlFor="tf-off-code">Current code</label>
                <br />
                <input id="tf-off-code" name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required />
              </p>
              <button type="submit">Turn two-factor off</button>
            </form>
          </>
        ) : pending ? (
          <>
            <p>Add this secret to your authenticator app, then enter the code it shows.</p>
            <p>
              Secret: <code>{pending}</code>
            </p>
            <p>
              Or open: <code>{totpUri(pending, me.user.email)}</code>
            </p>
            <form method="post" action="/api/account/two-factor/enable">
              <p>
                <label htmlFor="tf-code">Code</label>
                <br />
                <input id="tf-code" name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required />
              </p>
              <button type="submit">Turn two-factor on</button>
            </form>
          </>
        ) : (
          <form method="post" action="/api/account/two-factor/setup">
            <p>Off. Sign-in then needs only the password.</p>
            <button type="submit">Set up two-factor</button>
          </form>
        )}
      </section>

      <section aria-labelledby="password">
        <h2 id="password">Password</h2>
        <form method="post" action="/api/account/password">
          <p>
            <label htmlFor="current_password">Current password</label>
            <br />
            <input id="current_password" name="current_password" type="password" autoComplete="current-password" required />
          </p>
          <p>
            <label htmlFor="new_password">New password (at least 10 characters)</label>
            <br />
            <input id="new_password" name="new_password" type="password" autoComplete="new-password" minLength={10} required />
          </p>
          <button type="submit">Change password</button>
        </form>
      </section>

      <section aria-labelledby="address">
        <h2 id="address">Email address</h2>
        <form method="post" action="/api/account/email">
          <p>
            <label htmlFor="new_email">New address</label>
            <br />
            <input id="new_email" name="new_email" type="email" autoComplete="email" required />
          </p>
          <p>
            <label htmlFor="email-password">Password</label>
            <br />
            <input id="email-password" name="password" type="password" autoComplete="current-password" required />
          </p>
          <button type="submit">Send a confirmation link</button>
        </form>
      </section>
    </>
  );
}
