// Hands one mail to its transport (see mail-transport.ts). Called by the mail job, never by a request while
// the job queue runs. A failure throws, so the queue retries it later.
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { mailTransportKind } from "@/lib/platform/mail/mail-transport";
import { processSlot } from "@/lib/platform/process-state";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); kept in the dev mailbox too. */
  headers?: Record<string, string>;
}

const held = processSlot<{ url: string; transport: Transporter }>("mail-transport");

function transport(url: string): Transporter {
  // Short timeouts: a mail server that stops answering fails the attempt, and the queue tries again later.
  if (held.value?.url !== url)
    held.value = {
      url,
      transport: nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
    };
  return held.value.transport;
}

/** Delivers one mail; `id` (the job's) makes a second run of the same job keep one copy in the dev mailbox. */
export async function deliverMail(mail: Mail, id?: string): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const kind = mailTransportKind();
  if (kind === "smtp") {
    await transport(SMTP_URL!).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
    log("info", "mail sent", { subject: mail.subject });
    return;
  }
  if (kind === "log") {
    log("info", "mail (MAIL_TRANSPORT=log)", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  const db = await getDb();
  const data = { to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, headers: mail.headers };
  if (id) await db.outboundMail.upsert({ where: { id }, create: { id, ...data }, update: {} });
  else await db.outboundMail.create({ data });
}
