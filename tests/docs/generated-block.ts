// The generated parts of docs/*.md: each sits between two HTML comments naming it, so the prose around it
// stays hand-written. The whole file is then formatted with the repo's Prettier, as `prettier --check` reads it.
import path from "node:path";
import { format, resolveConfig } from "prettier";

const start = (name: string) => `<!-- generated: ${name} (do not edit by hand) -->`;
const end = (name: string) => `<!-- end generated: ${name} -->`;

/** The text with the block named `name` replaced by `content`; the markers must already be in it. */
export function replaceBlock(text: string, name: string, content: string): string {
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`no block "${name}": add ${start(name)} and ${end(name)} where it goes`);
  return `${text.slice(0, from)}${start(name)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/** Markdown as Prettier writes it under the repository's configuration. */
export async function formatMarkdown(file: string, text: string): Promise<string> {
  const config = (await resolveConfig(path.resolve(file))) ?? {};
  return format(text, { ...config, filepath: path.resolve(file) });
}
