// GET /<page>.md and any page asked for with Accept: text/markdown – the page's Markdown twin. The
// middleware rewrites both here (an internal segment the web host refuses when asked for directly);
// the page is read from the URL the client addressed, which a rewrite keeps.
import { markdownTwinRoute } from "@/lib/transports/pages/routes/markdown-twin.contract";
import { cacheControl } from "@/lib/http/cache";
import { route } from "@/lib/http/route";
import { text } from "@/lib/http/respond";
import { markdownTwin } from "@/lib/transports/pages/markdown/twins";

// The contract documents the public `/{page}.md` form; the internal catch-all segment is not that
// parameter, so the wrapper is not asked to validate it.
const contract = { ...markdownTwinRoute, params: undefined };

export const GET = route(contract, async (ctx) => {
  const pagePath = ctx.url.pathname.replace(/\.md$/, "");
  const answer = await markdownTwin(pagePath || "/", { search: ctx.url.searchParams, clientIp: ctx.clientIp });
  const headers: Record<string, string> = { vary: "Accept", ...answer.headers };
  headers["cache-control"] = answer.status < 300 && answer.cache ? cacheControl(answer.cache) : "no-store";
  return text(answer.body, "text/markdown; charset=utf-8", { status: answer.status, headers });
});
