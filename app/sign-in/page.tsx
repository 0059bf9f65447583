import type { Metadata } from "next";
import { FormNotice, readNotice } from "../_components/form-notice";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const msg = await readNotice(searchParams);
  // An OAuth client's consent step sends the user here and expects them back (validated by the route).
  const next = (await searchParams).next;
  return (
    <>
      <h1>Sign in</h1>
      <FormNotice {...msg} />
      <form method="post" action="/api/auth/sign-in">
        {typeof next === "string" && /^\/oauth\/interaction\/[A-Za-z0-9_-]{1,64}$/.test(next) ? <input type="hidden" name="next" value={next} /> : null}
        <p>
          <label htmlFor="email">Email address</label>
          <br />
          <input id="email" name="email" type="email" autoComplete="username" required maxLength={254} />
        </p>
        <p>
          <label htmlFor="password">Password</label>
          <br />
          <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={256} />
        </p>
        <p>
          <label htmlFor="totp">Two-factor code (only if you turned it on)</label>
          <br />
          <input
            id="totp"
            name="totp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            aria-describedby="totp-help"
          />
          <br />
          <small id="totp-help">Six digits from your authenticator app.</small>
        </p>
        <button type="submit">Sign in</button>
      </form>
      <p>
        No account? <a href="/sign-up">Create one</a>.
      </p>
    </>
  );
}
