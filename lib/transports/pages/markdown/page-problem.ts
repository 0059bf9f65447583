// A page problem (lib/transports/pages/page-problem.ts) as Markdown, in the words of the HTML notice.
import type { PageProblem } from "@/lib/transports/pages/page-problem";
import { esc } from "@/lib/site/markdown/md";
import { nothingMarkdown } from "@/lib/site/markdown/nothing";

export function problemMarkdown(p: PageProblem, startOver?: string): string {
  if (p.kind === "read-failed") {
    const retry = p.retryAfterSeconds !== undefined ? ` Try again in ${p.retryAfterSeconds} seconds.` : "";
    return `${nothingMarkdown("read-failed", 2)}\n\nReason: \`${p.code}\`.${retry}`;
  }
  const title = p.kind === "rate-limited" ? "Too many requests from your address" : "This request could not be read";
  return [
    `## ${title}`,
    `${p.parameter ? `\`${p.parameter}\`: ` : ""}${esc(p.message)} (\`${p.code}\`)`,
    "**What it does not mean:** nothing about any company. It is about this request only.",
    p.kind === "invalid" && startOver ? `Start again from the first page: ${startOver}` : null,
  ]
    .filter(Boolean)
    .join("\n\n");
}
