// Where a mail goes, decided once from the configuration: SMTP (SMTP_URL), the log (MAIL_TRANSPORT=log,
// chosen on purpose where no mail server exists), or the development mailbox (the OutboundMail table, shown
// at /dev/mailbox), which production uses only when told to (MAIL_TRANSPORT=mailbox or DEV_MAILBOX=1).
import { env, type Env } from "@/lib/platform/env";

export type MailTransportKind = "smtp" | "log" | "mailbox";

export function mailTransportKind(e: Env = env()): MailTransportKind {
  if (e.MAIL_TRANSPORT) return e.MAIL_TRANSPORT;
  return e.SMTP_URL ? "smtp" : "mailbox";
}

/** The start-up refusal for mail, or null: production must be told where mail goes. */
export function mailStartupProblem(e: Env): string | null {
  const kind = mailTransportKind(e);
  if (kind === "smtp" && !e.SMTP_URL)
    return "MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587); set it, or MAIL_TRANSPORT=log to write mails to the log.";
  if (e.NODE_ENV !== "production" || kind !== "mailbox" || e.MAIL_TRANSPORT === "mailbox" || e.DEV_MAILBOX === "1") return null;
  return (
    "SMTP_URL is not set; production sends its mail through SMTP: set " +
    "SMTP_URL=smtp://user:password@host:587, or MAIL_TRANSPORT=log to write mails to the log instead."
  );
}

/** The start-up warning for mail that reaches no one's mailbox, or null. */
export function mailStartupWarning(e: Env): string | null {
  const kind = mailTransportKind(e);
  if (kind === "log") return "MAIL_TRANSPORT=log: mails (and the links in them) are written to the log, not sent.";
  if (kind === "mailbox" && e.NODE_ENV === "production")
    return "mails are kept in the development mailbox (/dev/mailbox), not sent: set SMTP_URL to send them.";
  return null;
}
