"use server";
// The /verify form's server action: the pasted text is verified on the server, so the form answers
// without JavaScript (React posts the form and renders the page with this state).
import { getDb } from "@/lib/platform/db/client";
import type { VerifyView } from "@/lib/transports/pages/verify-state";
import { verifyPasted } from "@/lib/transports/pages/views/verify-view";

export async function verifyAction(_previous: VerifyView, form: FormData): Promise<VerifyView> {
  const input = form.get("input");
  return verifyPasted(await getDb(), typeof input === "string" ? input : "");
}
