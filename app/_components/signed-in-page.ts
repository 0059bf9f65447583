// The start of every workspace and account page: the signed-in user (anyone else is sent to /sign-in), the
// outcome of the form just posted (?notice= / ?error=) and the database.
import { redirect } from "next/navigation";
import { currentSignedIn } from "@/lib/http/session-route";
import { getDb } from "@/lib/platform/db/client";
import { readNotice, type PageSearch } from "@/app/_components/form-notice";

export async function signedInPage(searchParams?: PageSearch) {
  const me = await currentSignedIn();
  if (!me) redirect("/sign-in");
  const msg = searchParams ? await readNotice(searchParams) : {};
  return { me, msg, db: await getDb() };
}
