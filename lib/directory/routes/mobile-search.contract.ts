// The contract of the route in mobile-search.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { DirectorySearchPageSchema, DirectorySearchQuerySchema } from "@/lib/schemas/directory";
import { ORDER, CURSOR_RULES } from "@/lib/contracts/directory";

export const directorySearchRoute = defineRoute({
  operationId: "searchDirectory",
  host: "web",
  method: "GET",
  path: "/api/mobile/directory/search",
  summary: "Search the directory of listed companies, a page at a time",
  description: `${ORDER} ${CURSOR_RULES} Text matching is case-insensitive over name, domain and tagline.`,
  tags: ["Directory"],
  status: "supported",
  query: DirectorySearchQuerySchema,
  responses: {
    200: {
      description: "One page.",
      schema: DirectorySearchPageSchema,
      headers: {
        Deprecation: { description: "Only on requests that sent `offset`: RFC 9745 date when offset paging was deprecated." },
        Link: { description: 'Only on requests that sent `offset`: `<docs>; rel="deprecation"`. No `Sunset` is sent.' },
      },
    },
  },
  errors: ["invalid_request", "invalid_cursor", "internal_error"],
  cache: "directory-search",
});
