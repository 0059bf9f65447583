// Which page path has which Markdown twin. One table: the route handler under app/md serves it, and a
// page added later joins it with one line (a pattern and a renderer that reads the page's view model).
import { METHODOLOGY_VIEW } from "../methodology-view";
import { publicUrls, type PublicUrls } from "../urls";
import { homeMarkdown } from "./home";
import { howToReadMarkdown } from "./how-to-read";
import { methodologyMarkdown } from "./methodology";
import { notFoundMarkdown } from "./not-found";

export interface MarkdownAnswer {
  status: number;
  body: string;
}

type Twin = [RegExp, (match: RegExpExecArray, urls: PublicUrls) => Promise<MarkdownAnswer> | MarkdownAnswer];

const ok = (body: string): MarkdownAnswer => ({ status: 200, body });

const TWINS: Twin[] = [
  [/^\/(?:index)?$/, (_m, urls) => ok(homeMarkdown(urls))],
  [/^\/methodology$/, (_m, urls) => ok(methodologyMarkdown(METHODOLOGY_VIEW, urls))],
  [/^\/how-to-read$/, (_m, urls) => ok(howToReadMarkdown(new Date(), urls))],
];

/** The Markdown of the page at `pagePath` (the page's own path, e.g. "/" or "/methodology"). */
export async function markdownTwin(pagePath: string): Promise<MarkdownAnswer> {
  const urls = publicUrls();
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  for (const [pattern, render] of TWINS) {
    const match = pattern.exec(path);
    if (match) return render(match, urls);
  }
  return { status: 404, body: notFoundMarkdown(path, urls) };
}
