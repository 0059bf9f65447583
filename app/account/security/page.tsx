import type { Metadata } from "next";
import { listSessions } from "@/lib/auth/sessions";
import { listOAuthGrants } from "@/lib/oauth/grants";
import { decryptTotpSecret, totpUri } from "@/lib/auth/totp";
import { DataTable, type Column } from "@/app/_components/data-table";
import { Field } from "@/app/_components/field";
import { FormNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";
import { Section } from "@/lib/transports/pages/components/section";
import { signedInPage } from "@/app/_components/signed-in-page";

export const metadata: Metadata = { title: "Account security" };

export default async function SecurityPage({ searchParams }: { searchParams: PageSearch }) {
  const { me, msg, db } = await signedInPage(searchParams);
  const sessions = await listSessions(db, me.user.id);
  const grants = await listOAuthGrants(db, me.user.id);
  const user = await db.user.findUniqueOrThrow({ where: { id: me.user.id }, select: { totpSecretEnc: true, totpEnabledAt: true } });
  // A secret set up but not yet confirmed is shown to its owner so the authenticator can be set.
  const pending = !user.totpEnabledAt && user.totpSecretEnc ? decryptTotpSecret(user.totpSecretEnc) : null;
  const sessionColumns: Column<(typeof sessions)[number]>[] = [
    { header: "Signed in", cell: (s) => s.createdAt.toISOString() },
    { header: "Last seen", cell: (s) => s.lastSeenAt.toISOString() },
    { header: "Expires", cell: (s) => s.expiresAt.toISOString() },
    {
      header: "Browser",
      cell: (s) => (
        <>
          {s.userAgent ?? "unknown"}
          {s.id === me.session.id ? " (this one)" : ""}
        </>
      ),
    },
    {
      header: "Action",
      cell: (s) => <PostForm action={`/api/account/sessions/${encodeURIComponent(s.id)}/revoke`} submit="Revoke" />,
    },
  ];
  const grantColumns: Column<(typeof grants)[number]>[] = [
    { header: "Application", cell: (g) => g.clientName ?? g.clientId },
    { header: "Resources", cell: (g) => g.resources.join(", ") },
    { header: "Allowed", cell: (g) => g.createdAt.toISOString() },
    { header: "Refresh tokens", cell: (g) => g.refreshTokens },
    {
      header: "Action",
      cell: (g) => <PostForm action={`/api/account/oauth-grants/${encodeURIComponent(g.id)}/revoke`} submit="Revoke" />,
    },
  ];
  return (
    <>
      <h1>Account security</h1>
      <p>
        Signed in as <strong>{me.user.email}</strong> ({me.user.emailConfirmedAt ? "address confirmed" : "address not confirmed yet"}
        ), workspace <a href="/workspace">{me.workspace.name}</a>.
      </p>
      <FormNotice {...msg} />

      <Section id="sessions" title="Sessions">
        <p>Each browser you signed in from. Revoking one signs it out on its next request.</p>
        <DataTable rows={sessions} rowKey={(s) => s.id} columns={sessionColumns} />
        <PostForm action="/api/auth/sign-out" submit="Sign out" />
      </Section>

      <Section id="oauth-grants" title="Agents you allowed">
        <p>
          Each application you allowed to act for your workspace through OAuth. Its access tokens work only at the resource named and
          last at most an hour; revoking stops them on their next request and ends its refresh tokens now.
        </p>
        <DataTable rows={grants} rowKey={(g) => g.id} empty="None." columns={grantColumns} />
      </Section>

      <Section id="two-factor" title="Two-factor sign-in">
        {user.totpEnabledAt ? (
          <>
            <p>On since {user.totpEnabledAt.toISOString()}.</p>
            <PostForm action="/api/account/two-factor/disable" submit="Turn two-factor off">
              <Field id="tf-off-password" label="Password">
                <input id="tf-off-password" name="password" type="password" autoComplete="current-password" required />
              </Field>
              <Field id="tf-off-code" label="Current code">
                <input
                  id="tf-off-code"
                  name="code"
                  inputMode="numeric"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  autoComplete="one-time-code"
                  required
                />
              </Field>
            </PostForm>
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
            <PostForm action="/api/account/two-factor/enable" submit="Turn two-factor on">
              <Field id="tf-code" label="Code">
                <input
                  id="tf-code"
                  name="code"
                  inputMode="numeric"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  autoComplete="one-time-code"
                  required
                />
              </Field>
            </PostForm>
          </>
        ) : (
          <PostForm action="/api/account/two-factor/setup" submit="Set up two-factor">
            <p>Off. Sign-in then needs only the password.</p>
          </PostForm>
        )}
      </Section>

      <Section id="password" title="Password">
        <PostForm action="/api/account/password" submit="Change password">
          <Field id="current_password" label="Current password">
            <input id="current_password" name="current_password" type="password" autoComplete="current-password" required />
          </Field>
          <Field id="new_password" label="New password (at least 10 characters)">
            <input id="new_password" name="new_password" type="password" autoComplete="new-password" minLength={10} required />
          </Field>
        </PostForm>
      </Section>

      <Section id="address" title="Email address">
        <PostForm action="/api/account/email" submit="Send a confirmation link">
          <Field id="new_email" label="New address">
            <input id="new_email" name="new_email" type="email" autoComplete="email" required />
          </Field>
          <Field id="email-password" label="Password">
            <input id="email-password" name="password" type="password" autoComplete="current-password" required />
          </Field>
        </PostForm>
      </Section>
    </>
  );
}
