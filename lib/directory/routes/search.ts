// GET /api/network/search – multi-criteria discovery of listed companies, paged by keyset cursor.
// Its contract says `hot: true`: our own server answers it before Next too (lib/transports/server/hot-reads.ts).
import { networkSearchRoute } from "@/lib/directory/routes/search.contract";
import { getDb } from "@/lib/platform/db/client";
import { pageCompanies } from "@/lib/directory/page-companies";
import { networkSearchRow } from "@/lib/directory/present-rows";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(networkSearchRoute, async ({ query }) => {
  const page = await pageCompanies(await getDb(), {
    list: "network-search",
    filter: {
      text: query.q,
      industry: query.industry,
      hqCountry: query.hq_country,
      dataResidency: query.data_residency,
      deploymentModel: query.deployment_model,
      productName: query.product,
      hasWitnessedReading: query.has_witnessed_reading,
      changedSince: query.changed_since,
    },
    limit: query.limit,
    cursor: query.cursor,
  });
  return json({ results: page.rows.map(networkSearchRow), total: page.total, next_cursor: page.nextCursor });
});
