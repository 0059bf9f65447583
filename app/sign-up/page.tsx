import type { Metadata } from "next";
import { FormNotice, readNotice } from "../_components/form-notice";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const msg = await readNotice(searchParams);
  return (
    <>
      <h1>Create an account</h1>
      <p>An account comes with its own workspace. We mail a link to confirm the address; API keys need a confirmed address.</p>
      <FormNotice {...msg} />
      <form method="post" action="/api/auth/sign-up">
        <p>
          <label htmlFor="email">Email address</label>
          <br />
          <input id="email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </p>
        <p>
          <label htmlFor="password">Password (at least 10 characters)</label>
          <br />
          <input id="password" name="password" type="password" autoComplete="new-password" required minLength={10} maxLength={256} />
        </p>
        <p>
          <label htmlFor="workspace_name">Workspace name (optional)</label>
          <br />
          <input id="workspace_name" name="workspace_name" type="text" maxLength={80} />
        </p>
        <button type="submit">Create account</button>
      </form>
      <p>
        Already have one? <a href="/sign-in">Sign in</a>.
      </p>
    </>
  );
}
