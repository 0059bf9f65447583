// GET /api/mobile/directory/search – a page of listed companies by keyset cursor (or deprecated offset).
import { directorySearchRoute } from "@/lib/directory/routes/mobile-search.contract";
import { getDb } from "@/lib/platform/db/client";
import { offsetDeprecationHeaders } from "@/lib/directory/offset-deprecation";
import { pageCompanies } from "@/lib/directory/page-companies";
import { directoryRow } from "@/lib/directory/present-rows";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(directorySearchRoute, async ({ query }) => {
  const page = await pageCompanies(await getDb(), {
    list: "directory",
    filter: { text: query.q, industry: query.industry },
    limit: query.limit,
    cursor: query.cursor,
    offset: query.offset,
  });
  const body = {
    results: page.rows.map(directoryRow),
    total: page.total,
    next_offset: page.nextOffset,
    next_cursor: page.nextCursor,
    error: null,
  };
  return json(body, { headers: query.offset !== undefined ? offsetDeprecationHeaders() : undefined });
});
