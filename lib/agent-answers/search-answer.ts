// svc_search_companies: listed companies whose name, domain or tagline contains every word of the
// query (the directory's own search), then those whose industry is the query (the category match).
import type { Db } from "@/lib/platform/db/client";
import { pageCompanies } from "@/lib/directory/page-companies";
import { profileLinks } from "@/lib/network/profile/profile-links";
import type { SearchAnswer } from "@/lib/schemas/agent-answers";

export const SEARCH_RESULTS = 10;

export async function readSearchAnswer(db: Db, query: string): Promise<SearchAnswer> {
  const [byText, byCategory] = await Promise.all([
    pageCompanies(db, { list: "directory", filter: { text: query }, limit: SEARCH_RESULTS }),
    pageCompanies(db, { list: "directory", filter: { industry: query }, limit: SEARCH_RESULTS }),
  ]);
  const seen = new Set<string>();
  const results: SearchAnswer["results"] = [];
  for (const [rows, matchedOn] of [
    [byText.rows, "text"],
    [byCategory.rows, "category"],
  ] as const) {
    for (const row of rows) {
      if (seen.has(row.slug) || results.length >= SEARCH_RESULTS) continue;
      seen.add(row.slug);
      results.push({
        slug: row.slug,
        name: row.name,
        domain: row.domain,
        tagline: row.tagline,
        industries: row.industries,
        standing: row.standing.label,
        lastScan: row.standing.lastScan?.toISOString() ?? null,
        matchedOn,
        page: profileLinks(row.slug, false).canonicalUrl,
      });
    }
  }
  const total = byText.total + byCategory.rows.filter((r) => !byText.rows.some((t) => t.slug === r.slug)).length;
  const summary = results.length
    ? `${results.length} listed ${results.length === 1 ? "company matches" : "companies match"} ` +
      `"${query}": ${results.map((r) => `${r.name} (${r.slug}, ${r.standing})`).join("; ")}. ` +
      "The order is the directory's (witnessed first, then most recently witnessed, then name): a listing order, not a ranking."
    : `No listed company matches "${query}" by name, domain, tagline or industry. That is ` +
      `not a finding about any company; private and unclaimed companies are never listed.`;
  return {
    status: results.length ? "found" : "not_listed",
    provenance: "service",
    subject: query,
    summary,
    results,
    total: Math.max(total, results.length),
  };
}
