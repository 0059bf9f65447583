// The contract of the route in llms-txt.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";

export const llmsTxtRoute = defineRoute({
  operationId: "llmsTxt",
  host: "web",
  method: "GET",
  path: "/llms.txt",
  summary: "The service, its boundary and its interfaces, for language models",
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  responses: { 200: { description: "Markdown text in the llms.txt format.", contentType: "text/plain; charset=utf-8" } },
  cache: "static-page",
});
