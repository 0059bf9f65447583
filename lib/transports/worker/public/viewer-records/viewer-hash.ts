// A viewer is stored as a keyed hash, never as an address. The company id is part of the input, so one
// viewer's rows cannot be joined across companies even by someone holding the table.
import { createHmac } from "node:crypto";
import { secret } from "@/lib/platform/secrets";

export function viewerHash(companyId: string, clientNetwork: string): string {
  return createHmac("sha256", secret("VIEWER_HASH_KEY")).update(`${companyId}\n${clientNetwork}`).digest("hex");
}
