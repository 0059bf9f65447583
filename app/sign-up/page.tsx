import type { Metadata } from "next";
import { Field } from "@/app/_components/field";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: PageSearch }) {
  const msg = await readNotice(searchParams);
  return (
    <>
      <h1>Create an account</h1>
      <p>An account comes with its own workspace. We mail a link to confirm the address; API keys need a confirmed address.</p>
      <FormNotice {...msg} />
      <PostForm action="/api/auth/sign-up" submit="Create account">
        <Field id="email" label="Email address">
          <input id="email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field id="password" label="Password (at least 10 characters)">
          <input id="password" name="password" type="password" autoComplete="new-password" required minLength={10} maxLength={256} />
        </Field>
        <Field id="workspace_name" label="Workspace name (optional)">
          <input id="workspace_name" name="workspace_name" type="text" maxLength={80} />
        </Field>
      </PostForm>
      <p>
        Already have one? <a href="/sign-in">Sign in</a>.
      </p>
    </>
  );
}
