// The mail a requester receives when the workspace answers (queued, like every mail).
import { env } from "@/lib/platform/env";
import { sendMail } from "@/lib/platform/mail/send-mail";

export async function mailAnswer(
  to: string,
  o: {
    companyName: string;
    slug: string;
    decision: "share" | "decline";
    document: string | null;
    message: string | null;
    documentUrl: string | null;
  },
): Promise<void> {
  const what = o.document ? `your request for "${o.document}"` : "your message";
  const lines =
    o.decision === "share"
      ? [
          `${o.companyName} answered ${what} on the Public Trust Network: shared.`,
          ...(o.documentUrl ? [`\nThe document: ${o.documentUrl}`] : []),
        ]
      : [`${o.companyName} answered ${what} on the Public Trust Network: declined.`];
  if (o.message) lines.push(`\nTheir message:\n${o.message}`);
  lines.push(`\nTheir trust profile: ${env().API_URL}/public/trust/${encodeURIComponent(o.slug)}`);
  await sendMail({ to, subject: `${o.companyName} answered ${what}`, text: lines.join("\n") + "\n" });
}
