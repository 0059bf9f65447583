// Whether /dev/mailbox is served: mail kept in the database when no SMTP_URL is set, shown outside
// production unless DEV_MAILBOX says otherwise. The page and the documents that list it ask the same question.
import { env } from "@/lib/platform/env";

export const DEV_MAILBOX_PATH = "/dev/mailbox";

export function devMailboxShown(): boolean {
  const e = env();
  const shown = e.DEV_MAILBOX ? e.DEV_MAILBOX === "1" : e.NODE_ENV !== "production";
  return shown && !e.SMTP_URL;
}
