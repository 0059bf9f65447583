import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/lib/platform/db/client";
import { devMailboxShown } from "@/lib/platform/mail/dev-mailbox-shown";

// Read on every request (never prerendered at build time): the mailbox changes and DEV_MAILBOX is runtime config.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };

// Mail the service would have sent, when no SMTP_URL is set. Not served in production unless DEV_MAILBOX=1.
export default async function MailboxPage() {
  if (!devMailboxShown()) notFound();
  const mails = await (await getDb()).outboundMail.findMany({ orderBy: { createdAt: "desc" }, take: 50 });
  return (
    <>
      <h1>Development mailbox</h1>
      <p>With no SMTP_URL set, mail lands here instead of being sent. This page does not exist in production.</p>
      {mails.length ? (
        mails.map((m) => (
          <article key={m.id} aria-labelledby={`mail-${m.id}`}>
            <h2 id={`mail-${m.id}`}>{m.subject}</h2>
            <p>
              To {m.to}, {m.createdAt.toISOString()}
            </p>
            <pre>{m.text}</pre>
          </article>
        ))
      ) : (
        <p>No mail yet.</p>
      )}
    </>
  );
}
