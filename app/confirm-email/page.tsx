import type { Metadata } from "next";
import { peekEmailToken } from "@/lib/auth/email-tokens";
import { getDb } from "@/lib/platform/db/client";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const metadata: Metadata = { title: "Confirm your address" };

// Following the mailed link only shows this page; the confirmation is the POST below, so a mail scanner
// that fetches links does not confirm anything.
export default async function ConfirmEmailPage({ searchParams }: { searchParams: PageSearch }) {
  const p = await searchParams;
  const token = typeof p.token === "string" ? p.token.slice(0, 200) : "";
  const msg = await readNotice(searchParams);
  // Shown so the reader knows which address the button confirms; reading it spends nothing.
  const pending = token ? await peekEmailToken(await getDb(), token) : null;
  return (
    <>
      <h1>Confirm your address</h1>
      <FormNotice {...msg} />
      {pending ? (
        <p className="lead">
          {pending.purpose === "email_change" ? "Move your account to " : "Confirm "}
          <strong>{pending.email}</strong>
          {pending.purpose === "email_change" ? "." : " as your account's address."}
        </p>
      ) : token && !msg.error && !msg.notice ? (
        <p>This link has been used or has expired (links work once, for 24 hours). Sign in to ask for a new one.</p>
      ) : null}
      {pending ? (
        <PostForm action="/api/auth/confirm-email" submit="Confirm this address">
          <input type="hidden" name="token" value={token} />
        </PostForm>
      ) : token ? null : (
        <p>Open the link from the mail we sent; it carries the confirmation token.</p>
      )}
    </>
  );
}
