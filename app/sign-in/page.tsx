import type { Metadata } from "next";
import { Field } from "@/app/_components/field";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: PageSearch }) {
  const msg = await readNotice(searchParams);
  // An OAuth client's consent step sends the user here and expects them back (validated by the route).
  const next = (await searchParams).next;
  return (
    <>
      <h1>Sign in</h1>
      <FormNotice {...msg} />
      <PostForm action="/api/auth/sign-in" submit="Sign in">
        {typeof next === "string" && /^\/oauth\/interaction\/[A-Za-z0-9_-]{1,64}$/.test(next) ? (
          <input type="hidden" name="next" value={next} />
        ) : null}
        <Field id="email" label="Email address">
          <input id="email" name="email" type="email" autoComplete="username" required maxLength={254} />
        </Field>
        <Field id="password" label="Password">
          <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={256} />
        </Field>
        <Field
          id="totp"
          label="Two-factor code (only if you turned it on)"
          help={{ id: "totp-help", text: "Six digits from your authenticator app." }}
        >
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
        </Field>
      </PostForm>
      <p>
        No account? <a href="/sign-up">Create one</a>.
      </p>
    </>
  );
}
