// Outbound mail. With SMTP_URL set, nodemailer sends it and nothing is kept. Without it, the mail lands in
// the development mailbox (the OutboundMail table, shown at /dev/mailbox outside production), so sign-up
// and subscription confirmations work on a fresh clone with no mail server.
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "../db/client";
import { env } from "../env";
import { log } from "../log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); kept in the dev mailbox too. */
  headers?: Record<string, string>;
}

const KEY = Symbol.for("svc.mail");
type Global = typeof globalThis & { [KEY]?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  const g = globalThis as Global;
  if (g[KEY]?.url !== url) g[KEY] = { url, transport: nodemailer.createTransport(url) };
  return g[KEY].transport;
}

export async function sendMail(mail: Mail): Promise<{ delivered: "smtp" | "dev-mailbox" }> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await transport(SMTP_URL).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
    log("info", "mail sent", { subject: mail.subject });
    return { delivered: "smtp" };
  }
  const db = await getDb();
  await db.outboundMail.create({ data: { to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, headers: mail.headers } });
  return { delivered: "dev-mailbox" };
}
