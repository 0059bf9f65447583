// What the compare page (/compare?handles=a,b) and its Markdown twin show: two to four companies side
// by side, section by section, through the same functions as GET /api/compare, under the same limit
// (its counter is shared: the page is the same read).
import type { Db } from "@/lib/platform/db/client";
import { listComparableCompanies, type ComparableCompany } from "@/lib/compare/list-comparable-companies";
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { readComparison } from "@/lib/compare/read-comparison";
import { compareRoute } from "@/lib/compare/routes/compare.contract";
import { spendContractLimits } from "@/lib/http/rate-limit";
import { readingStore } from "@/lib/rollup/store-unavailable";
import { MAX_COMPARED, MAX_HANDLES_PARAM, type CompareResult } from "@/lib/schemas/compare";
import { invalidParameter, pageProblem, type PageProblem } from "@/lib/transports/pages/page-problem";
import { clock } from "@/lib/platform/clock";

export const MIN_COMPARED = 2;

export interface CompareView {
  /** The handles asked for, in order, as written (lowercased). */
  handles: string[];
  companies: ComparableCompany[];
  result: CompareResult | null;
  problem: PageProblem | null;
}

/** Every `handles` value (the form sends one per picker; a link sends one comma-separated list). */
export function compareHandles(params: URLSearchParams): string {
  return params
    .getAll("handles")
    .flatMap((v) => v.split(","))
    .map((h) => h.trim())
    .filter(Boolean)
    .join(",");
}

export function compareHref(handles: readonly string[], base = "", suffix: "" | ".md" = ""): string {
  return `${base}/compare${suffix}${handles.length ? `?handles=${handles.map(encodeURIComponent).join(",")}` : ""}`;
}

export async function readCompareView(
  openDb: () => Promise<Db>,
  handles: string,
  clientIp: string,
  now = clock().now(),
): Promise<CompareView> {
  let companies: ComparableCompany[] = [];
  let asked: string[] = [];
  try {
    const db = await readingStore("database", openDb);
    companies = await readingStore("companies", () => listComparableCompanies(db));
    if (handles.length > MAX_HANDLES_PARAM) {
      return {
        handles: [],
        companies,
        result: null,
        problem: invalidParameter("handles", `must be at most ${MAX_HANDLES_PARAM} characters`),
      };
    }
    if (handles === "") return { handles: [], companies, result: null, problem: null };
    const request = parseCompareRequest({ handles });
    asked = [...request.targets.map((t) => t.handle), ...request.ignored];
    if (request.targets.length < MIN_COMPARED) {
      return { handles: asked, companies, result: null, problem: null };
    }
    // The page is the same read as GET /api/compare: it spends that route's limit, on the same counter.
    await spendContractLimits(compareRoute.rateLimit!, clientIp);
    return { handles: asked, companies, result: await readComparison(db, request, now), problem: null };
  } catch (err) {
    return { handles: asked, companies, result: null, problem: pageProblem(err) };
  }
}

export { MAX_COMPARED };
