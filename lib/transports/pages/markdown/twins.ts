// Which page path has which Markdown twin. One table: the route handler under app/md serves it, and a
// page added later joins it with one line (a pattern and a renderer that reads the page's view model).
import { getDb } from "@/lib/platform/db/client";
import type { CachePolicy } from "@/lib/http/cache";
import { mcpConnectView } from "@/lib/transports/pages/mcp-connect-view";
import { METHODOLOGY_VIEW } from "@/lib/site/methodology-view";
import { problemHeaders, type PageProblem } from "@/lib/transports/pages/page-problem";
import { publicUrls, type PublicUrls } from "@/lib/site/urls";
import { compareHandles, readCompareView } from "@/lib/transports/pages/views/compare-view";
import { directoryQuery, readDirectoryView } from "@/lib/transports/pages/views/directory-view";
import { readLegalPage } from "@/lib/transports/pages/views/legal-view";
import { readProfileView } from "@/lib/transports/pages/views/profile-view";
import { compareMarkdown } from "@/lib/transports/pages/markdown/compare";
import { directoryMarkdown } from "@/lib/transports/pages/markdown/directory";
import { homeMarkdown } from "@/lib/transports/pages/markdown/home";
import { howToReadMarkdown } from "@/lib/transports/pages/markdown/how-to-read";
import { legalDocumentMarkdown, legalIndexMarkdown } from "@/lib/transports/pages/markdown/legal";
import { mcpConnectMarkdown } from "@/lib/transports/pages/markdown/mcp-connect";
import { methodologyMarkdown } from "@/lib/site/markdown/methodology";
import { notFoundMarkdown } from "@/lib/transports/pages/markdown/not-found";
import { profileMarkdown, profileNotPublishedMarkdown, profileReadFailedMarkdown } from "@/lib/transports/pages/markdown/profile";
import { clock } from "@/lib/platform/clock";

export interface MarkdownAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Cache policy of a 2xx answer; a page that changes only with a deployment is `static-page`. */
  cache?: CachePolicy;
}

/** What a twin may read of the request besides its path. */
export interface TwinRequest {
  search: URLSearchParams;
  clientIp: string;
}

type Twin = [RegExp, (match: RegExpExecArray, urls: PublicUrls, req: TwinRequest) => Promise<MarkdownAnswer> | MarkdownAnswer];

/** A path segment as written, or as sent when it is not valid percent-encoding. */
const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const ok = (body: string, cache: CachePolicy = "static-page"): MarkdownAnswer => ({ status: 200, body, cache });

/** A page read that answered with a problem: the twin answers with its status (and Retry-After). */
const answer = (body: string, problem: PageProblem | null, cache: CachePolicy): MarkdownAnswer =>
  problem ? { status: problem.status, body, headers: problemHeaders(problem) } : ok(body, cache);

const TWINS: Twin[] = [
  [/^\/(?:index)?$/, (_m, urls) => ok(homeMarkdown(urls))],
  [/^\/methodology$/, (_m, urls) => ok(methodologyMarkdown(METHODOLOGY_VIEW, urls))],
  [/^\/how-to-read$/, (_m, urls) => ok(howToReadMarkdown(clock().now(), urls))],
  [
    /^\/network$/,
    async (_m, urls, req) => {
      const view = await readDirectoryView(getDb, directoryQuery(req.search));
      return answer(directoryMarkdown(view, urls), view.problem, "directory-search");
    },
  ],
  [
    /^\/compare$/,
    async (_m, urls, req) => {
      const view = await readCompareView(getDb, compareHandles(req.search), req.clientIp);
      return answer(compareMarkdown(view, urls), view.problem, "no-store");
    },
  ],
  [
    /^\/network\/company\/([^/]+)$/,
    async (m, urls) => {
      const view = await readProfileView(getDb, segment(m[1]));
      if (view.kind === "published") return ok(profileMarkdown(view, urls), "profile");
      if (view.kind === "not-published") return { status: 404, body: profileNotPublishedMarkdown(view.asked, urls) };
      return { status: view.problem.status, body: profileReadFailedMarkdown(view.problem), headers: problemHeaders(view.problem) };
    },
  ],
  [/^\/legal$/, (_m, urls) => ok(legalIndexMarkdown(urls), "legal")],
  [/^\/mcp$/, (_m, urls) => ok(mcpConnectMarkdown(mcpConnectView(urls)))],
  [
    /^\/legal\/([^/]+)$/,
    (m, urls) => {
      const page = readLegalPage(segment(m[1]));
      return page ? ok(legalDocumentMarkdown(page, urls), "legal") : { status: 404, body: notFoundMarkdown(m[0], urls) };
    },
  ],
];

/** The Markdown of the page at `pagePath` (the page's own path, e.g. "/" or "/methodology"). */
export async function markdownTwin(pagePath: string, req: TwinRequest): Promise<MarkdownAnswer> {
  const urls = publicUrls();
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  for (const [pattern, render] of TWINS) {
    const match = pattern.exec(path);
    if (match) return render(match, urls, req);
  }
  return { status: 404, body: notFoundMarkdown(path, urls) };
}
