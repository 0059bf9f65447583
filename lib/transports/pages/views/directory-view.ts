// What the directory page (/network) and its Markdown twin show: one page of listed companies in
// directory order, filtered by text and industry, with the cursor of the next page. Read through the
// same lib/directory functions as GET /api/mobile/directory/search, with the same parameter rules.
import type { Db } from "@/lib/platform/db/client";
import { listIndustries } from "@/lib/directory/list-industries";
import { pageCompanies } from "@/lib/directory/page-companies";
import type { StandingLabel } from "@/lib/vocabulary/standing";
import { readingStore } from "@/lib/rollup/store-unavailable";
import { DEFAULT_PAGE_LIMIT, DirectorySearchQuerySchema } from "@/lib/schemas/directory";
import { invalidParameter, pageProblem, type PageProblem } from "@/lib/transports/pages/page-problem";
import { firstParam } from "@/lib/transports/pages/search-params";

export interface DirectoryQuery {
  q?: string;
  industry?: string;
  cursor?: string;
}

export interface DirectoryRowView {
  slug: string;
  name: string;
  domain: string | null;
  tagline: string | null;
  standing: StandingLabel;
  /** When the company was last read, whatever the reading found (ISO 8601); null when never read. */
  lastReadingAt: string | null;
}

export interface DirectoryView {
  query: DirectoryQuery;
  industries: string[];
  /** Null when the page could not be read; `problem` says why. */
  page: { rows: DirectoryRowView[]; total: number; nextCursor: string | null } | null;
  problem: PageProblem | null;
}

/** What each standing label means, in the words the page prints beside it. */
export const STANDING_MEANING: Record<StandingLabel, string> = {
  Witnessed: "The last reading observed the company's public systems.",
  "No observation on last reading": "Witnessed before; the last reading brought nothing back. Not a negative finding.",
  "Not yet witnessed": "No reading has observed anything yet. Not a finding about the company.",
};

export function directoryQuery(params: URLSearchParams): DirectoryQuery {
  return { q: firstParam(params, "q"), industry: firstParam(params, "industry"), cursor: firstParam(params, "cursor") };
}

/** The address of the directory page for a query (`base` "" for a link on the page; `.md` for its twin). */
export function directoryHref(query: DirectoryQuery, base = "", suffix: "" | ".md" = ""): string {
  const p = new URLSearchParams();
  if (query.q) p.set("q", query.q);
  if (query.industry) p.set("industry", query.industry);
  if (query.cursor) p.set("cursor", query.cursor);
  const s = p.toString();
  return `${base}/network${suffix}${s ? `?${s}` : ""}`;
}

export async function readDirectoryView(openDb: () => Promise<Db>, query: DirectoryQuery): Promise<DirectoryView> {
  let industries: string[] = [];
  try {
    const db = await readingStore("database", openDb);
    industries = await readingStore("industries", () => listIndustries(db));
    const parsed = DirectorySearchQuerySchema.safeParse({ q: query.q, industry: query.industry, cursor: query.cursor });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { query, industries, page: null, problem: invalidParameter(String(issue.path[0] ?? "q"), issue.message) };
    }
    const page = await readingStore("directory", () =>
      pageCompanies(db, {
        list: "directory",
        filter: { text: parsed.data.q, industry: parsed.data.industry },
        limit: DEFAULT_PAGE_LIMIT,
        cursor: parsed.data.cursor,
      }),
    );
    const rows = page.rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      domain: r.domain,
      tagline: r.tagline,
      standing: r.standing.label,
      lastReadingAt: r.standing.lastScan?.toISOString() ?? null,
    }));
    return { query, industries, page: { rows, total: page.total, nextCursor: page.nextCursor }, problem: null };
  } catch (err) {
    return { query, industries, page: null, problem: pageProblem(err) };
  }
}
