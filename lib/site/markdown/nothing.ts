// The three kinds of nothing as Markdown, from the same sentences as the HTML notices.
import { NOTHING, type NothingKind } from "@/lib/site/site-texts";
import { esc } from "@/lib/site/markdown/md";

export function nothingMarkdown(kind: NothingKind, level = 3): string {
  const t = NOTHING[kind];
  return [
    `${"#".repeat(level)} ${esc(t.title)}`,
    esc(t.what),
    `**What it does not mean:** ${esc(t.notMeaning)}`,
    esc(t.next),
    `On the API: ${t.api}`,
  ].join("\n\n");
}
