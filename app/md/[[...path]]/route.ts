// GET /<page>.md and any page asked for with Accept: text/markdown – the page's Markdown twin. The
// middleware rewrites both here (an internal segment the web host refuses when asked for directly);
// the page is read from the URL the client addressed, which a rewrite keeps.
import { markdownTwinRoute } from "@/lib/contracts/pages";
import { route } from "@/lib/http/route";
import { text } from "@/lib/http/respond";
import { markdownTwin } from "@/lib/pages/markdown/twins";

// The contract documents the public `/{page}.md` form; the internal catch-all segment is not that
// parameter, so the wrapper is not asked to validate it.
const contract = { ...markdownTwinRoute, params: undefined };

export const GET = route(contract, async (ctx) => {
  const pagePath = ctx.url.pathname.replace(/\.md$/, "");
  const answer = await markdownTwin(pagePath || "/");
  return text(answer.body, "text/markdown; charset=utf-8", { status: answer.status, headers: { vary: "Accept" } });
});
