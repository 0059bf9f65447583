import type { Metadata } from "next";
import { currentSignedIn } from "@/lib/http/session-route";
import { FormNotice, readNotice, type PageSearch } from "@/app/_components/form-notice";
import { PostForm } from "@/app/_components/post-form";

export const metadata: Metadata = { title: "Accept an invitation" };

// Following the mailed link only shows this page; joining is the POST below, so a mail scanner that fetches
// links joins nothing.
export default async function AcceptInvitationPage({ searchParams }: { searchParams: PageSearch }) {
  const p = await searchParams;
  const token = typeof p.token === "string" ? p.token.slice(0, 200) : "";
  const msg = await readNotice(searchParams);
  const me = await currentSignedIn();
  return (
    <>
      <h1>Accept an invitation</h1>
      <FormNotice {...msg} />
      {!token ? (
        <p>Open the link from the invitation mail; it carries the invitation.</p>
      ) : !me ? (
        <p>
          <a href="/sign-in">Sign in</a> with the invited address first, or <a href="/sign-up">create an account</a> with it and
          confirm it, then open the link again.
        </p>
      ) : (
        <>
          <p className="lead">
            Join as <strong>{me.user.email}</strong>.
          </p>
          <PostForm action="/api/invitations/accept" submit="Accept the invitation">
            <input type="hidden" name="token" value={token} />
          </PostForm>
        </>
      )}
    </>
  );
}
