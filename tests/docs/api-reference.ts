// The route listing of docs/api-web.md and docs/api-api.md, from the route table (lib/contracts: host,
// method, path, summary, status, errors, cache), grouped by each route's first tag in the table's order.
import { ALL_ROUTES } from "@/lib/contracts";
import { CACHE_POLICIES, type CachePolicy } from "@/lib/http/cache";
import type { Host, RouteContract } from "@/lib/http/contract";

export const API_DOCS: Record<Host, string> = { web: "docs/api-web.md", api: "docs/api-api.md" };
export const API_BLOCK = "route reference";

/** How a route is named in the docs: the method and OpenAPI path, in code. */
export function routeName(r: Pick<RouteContract, "method" | "path">): string {
  return `\`${r.method} ${r.path}\``;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
const codes = (list: readonly string[] | undefined) => (list?.length ? list.map((c) => `\`${c}\``).join(", ") : "");

export function apiReference(host: Host): string {
  const routes = ALL_ROUTES.filter((r) => r.host === host);
  const groups = new Map<string, RouteContract[]>();
  for (const r of routes) groups.set(r.tags[0] ?? "Other", [...(groups.get(r.tags[0] ?? "Other") ?? []), r]);
  const out: string[] = [`${routes.length} routes, from \`ALL_ROUTES\` (\`lib/contracts\`).`];
  for (const [tag, list] of groups) {
    out.push(`### ${tag}`, "", "| Route | Summary | Status | Errors | Cache |", "| --- | --- | --- | --- | --- |");
    for (const r of list) {
      out.push(`| ${routeName(r)} | ${cell(r.summary)} | ${r.status} | ${codes(r.errors)} | ${r.cache ? `\`${r.cache}\`` : ""} |`);
    }
    out.push("");
  }
  const used = [...new Set(routes.flatMap((r) => (r.cache ? [r.cache] : [])))].sort() as CachePolicy[];
  out.push("Cache policies (`lib/http/cache.ts`), as `Cache-Control`:", "");
  for (const p of used) out.push(`- \`${p}\`: \`${CACHE_POLICIES[p]}\``);
  return out.join("\n");
}
