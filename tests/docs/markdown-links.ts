// Links and headings of a Markdown file, outside code: what docs-links.test.ts checks. Heading anchors are
// GitHub's: the heading's text, lower-cased, punctuation dropped, spaces as hyphens, repeats numbered.

/** The text with fenced code blocks and inline code spans blanked, so neither yields links or headings. */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, (span) => span.replace(/[[\]()#]/g, " "));
}

export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const headings = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").matchAll(/^#{1,6} +(.+?) *#* *$/gm);
  for (const [, heading] of headings) {
    const base = slug(heading!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every link target that is not an absolute URL (`path`, `path#anchor` or `#anchor`). */
export function relativeLinks(text: string): string[] {
  const targets = [...withoutCode(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}
