// Contracts of the directory routes: directory search, featured, vendor, suggest and network search.
import { defineRoute, type RouteContract } from "@/lib/http/contract";
import {
  DirectorySearchPageSchema,
  DirectorySearchQuerySchema,
  FeaturedSchema,
  NetworkSearchPageSchema,
  NetworkSearchQuerySchema,
  SuggestQuerySchema,
  SuggestSchema,
  VendorParamsSchema,
  VendorRecordSchema,
} from "@/lib/schemas/directory";

const ORDER = "Order: witnessed first; most recently witnessed first; lowercased name; company id (a total order).";

const CURSOR_RULES =
  "Pass each `next_cursor` back as `cursor` until it is null. There is no snapshot: a company whose witnessed state changes " +
  "mid-walk may appear twice or be missed, so drop repeats by `slug`. Each page's keys sort strictly after the cursor's.";

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

export const featuredRoute = defineRoute({
  operationId: "listFeaturedCompanies",
  host: "web",
  method: "GET",
  path: "/api/mobile/directory/featured",
  summary: "Featured listed companies: those with a witnessed record first",
  tags: ["Directory"],
  status: "supported",
  responses: { 200: { description: "Up to 12 companies in directory order.", schema: FeaturedSchema } },
  errors: ["internal_error"],
  cache: "featured",
});

export const vendorRoute = defineRoute({
  operationId: "readVendor",
  host: "web",
  method: "GET",
  path: "/api/mobile/directory/vendor/{slug}",
  summary: "One listed company, by slug or by `d--<domain>`",
  description: "Private, unclaimed, withdrawn and unknown companies are all the same 404 `not_found`.",
  tags: ["Directory"],
  status: "supported",
  params: VendorParamsSchema,
  responses: { 200: { description: "The company's directory record.", schema: VendorRecordSchema } },
  errors: ["invalid_request", "not_found", "internal_error"],
  cache: "vendor",
});

export const suggestRoute = defineRoute({
  operationId: "suggestCompanies",
  host: "web",
  method: "GET",
  path: "/api/network/suggest",
  hot: true,
  summary: "Type-ahead: up to 10 listed companies by name or domain",
  tags: ["Directory"],
  status: "supported",
  query: SuggestQuerySchema,
  responses: { 200: { description: "Prefix matches on name and domain first.", schema: SuggestSchema } },
  errors: ["missing_parameter", "invalid_request", "internal_error"],
  cache: "suggest",
});

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

export const directoryRoutes: RouteContract[] = [directorySearchRoute, featuredRoute, vendorRoute, suggestRoute, networkSearchRoute];
