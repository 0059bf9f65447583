import type { Metadata } from "next";
import { FormNotice, readNotice } from "../_components/form-notice";

export const metadata: Metadata = { title: "Confirm your address" };

// Following the mailed link only shows this page; the confirmation is the POST below, so a mail scanner
// that fetches links does not confirm anything.
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const p = await searchParams;
  const token = typeof p.token === "string" ? p.token.slice(0, 200) : "";
  const msg = await readNotice(searchParams);
  return (
    <>
      <h1>Confirm your address</h1>
      <FormNotice {...msg} />
      {token ? (
        <form method="post" action="/api/auth/confirm-email">
          <input type="hidden" name="token" value={token} />
          <button type="submit">Confirm this address</button>
        </form>
      ) : (
        <p>Open the link from the mail we sent; it carries the confirmation token.</p>
      )}
    </>
  );
}
