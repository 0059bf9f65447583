// GET /api/mobile/directory/vendor/{slug} – one listed company, by slug or by d--<domain>.
import { vendorRoute } from "@/lib/directory/routes/mobile-vendor.contract";
import { getDb } from "@/lib/platform/db/client";
import { readVendor } from "@/lib/directory/read-vendor";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(vendorRoute, async ({ params }) => {
  const vendor = await readVendor(await getDb(), params.slug);
  if (!vendor) throw new ApiError("not_found", { message: `No listed company for \`${params.slug}\`.` });
  return json({
    slug: vendor.slug,
    name: vendor.name,
    domain: vendor.domain,
    standing: vendor.standing.label,
    tagline: vendor.tagline,
    last_scan: vendor.standing.lastScan?.toISOString() ?? null,
  });
});
