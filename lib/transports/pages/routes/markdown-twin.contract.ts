// The contract of the route in markdown-twin.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { VARY } from "@/lib/contracts/pages";

export const markdownTwinRoute = defineRoute({
  operationId: "pageMarkdown",
  host: "web",
  method: "GET",
  path: "/{page}.md",
  summary: "Any page as Markdown",
  description:
    "The Markdown twin of a page, rendered from the same content as its HTML: `/index.md` is the home page, `/methodology.md` the " +
    "methodology, `/network.md?q=...` the directory, `/compare.md?handles=a,b` a comparison, `/legal/terms.md` a legal document. A " +
    "page's query parameters work on its twin. Sending `Accept: text/markdown` to the page's own address answers the same document. " +
    "An address with no page answers 404 in Markdown; a request the page cannot read answers 400 naming the parameter, a limited " +
    "comparison 429, and a failed read 503 with `Retry-After` (it says nothing about any " +
    "company). Twins of pages that change only with a deployment are cached 5 minutes, the " +
    "directory's 60 seconds, legal documents one hour; comparisons and errors are not cached.",
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  params: z.object({ page: z.string().describe("The page's path without its leading slash (`index` for the home page).") }),
  responses: {
    200: { description: "The page as Markdown.", contentType: "text/markdown; charset=utf-8", headers: VARY },
    400: {
      description: "The page cannot read a parameter (named in the text).",
      contentType: "text/markdown; charset=utf-8",
      headers: VARY,
    },
    404: { description: "No page at this address, as Markdown.", contentType: "text/markdown; charset=utf-8", headers: VARY },
    429: {
      description: "Too many comparisons from this address (shared with `GET /api/compare`).",
      contentType: "text/markdown; charset=utf-8",
      headers: VARY,
    },
    503: {
      description: "The service could not read its own record; says nothing about any company.",
      contentType: "text/markdown; charset=utf-8",
      headers: { ...VARY, "Retry-After": { description: "Seconds to wait before retrying." } },
    },
  },
  cache: "static-page",
});
