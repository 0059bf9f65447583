// The contract of the route in search.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { NetworkSearchPageSchema, NetworkSearchQuerySchema } from "@/lib/schemas/directory";
import { ORDER, CURSOR_RULES } from "@/lib/contracts/directory";

export const networkSearchRoute = defineRoute({
  operationId: "searchNetwork",
  host: "web",
  method: "GET",
  path: "/api/network/search",
  hot: true,
  summary: "Multi-criteria discovery of listed companies",
  description:
    "Every criterion given must hold (AND). " +
    `${ORDER} ${CURSOR_RULES} ` +
    "Cursors of this list are not accepted by the directory search and the reverse (`invalid_cursor`, reason `wrong_list`).",
  tags: ["Directory"],
  status: "supported",
  query: NetworkSearchQuerySchema,
  responses: { 200: { description: "One page.", schema: NetworkSearchPageSchema } },
  errors: ["invalid_request", "invalid_cursor", "internal_error"],
  cache: "directory-search",
});
