// Small Markdown writers for the twins: escaping of inline text, lists, tables and fenced code. The
// twins are plain CommonMark/GFM, so any reader (a person, a model, a converter) gets the same page.

/** Escapes the characters that would turn plain text into Markdown syntax or HTML. */
export function esc(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

export function list(items: readonly string[]): string {
  return items.map((i) => `- ${i}`).join("\n");
}

export function numbered(items: readonly string[]): string {
  return items.map((i, n) => `${n + 1}. ${i}`).join("\n");
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A fenced block whose fence is longer than any run of backticks inside it. */
export function fence(code: string, lang = ""): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((r) => r.length));
  const f = "`".repeat(longest + 1);
  return `${f}${lang}\n${code}\n${f}`;
}

/** Joins blocks with blank lines and ends with one newline. */
export function doc(blocks: readonly (string | null | undefined | false)[]): string {
  return blocks.filter((b): b is string => typeof b === "string" && b !== "").join("\n\n") + "\n";
}
