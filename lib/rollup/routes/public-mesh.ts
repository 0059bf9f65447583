// GET /api/public-mesh/{handle} – the public evidence rollup of one published company.
import { publicMeshRoute } from "@/lib/rollup/routes/public-mesh.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readPublicRollup } from "@/lib/rollup/read-public-rollup";
import { readingStore } from "@/lib/rollup/store-unavailable";

export const GET = route(publicMeshRoute, async ({ params }) => {
  const db = await readingStore("database", getDb);
  const rollup = await readPublicRollup(db, params.handle);
  if (!rollup) throw new ApiError("not_found", { message: `No public record for \`${params.handle}\`.` });
  return json(rollup);
});
