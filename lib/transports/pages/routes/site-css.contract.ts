// The contract of the route in site-css.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const siteStylesheetRoute = defineRoute({
  operationId: "siteStylesheet",
  host: "web",
  method: "GET",
  path: "/site.css",
  summary: "The site's stylesheet at a stable address",
  description:
    "The same styles the pages use, for the HTML answers of form posts that are not Next pages (an API key or scoped token shown once).",
  tags: ["Pages"],
  status: "documented, not versioned",
  kind: "asset",
  responses: { 200: { description: "The stylesheet.", contentType: "text/css; charset=utf-8" } },
  cache: "static-page",
});
