// GET /public/witness/readings/{id}/evidence – one reading's evidence manifest, as the exact bytes its statement digests.
import { readingEvidenceRoute } from "@/lib/transports/worker/public/witness/reading-evidence-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/http/api-error";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readStage } from "@/lib/network/profile/read-stage";
import { canonicalJson } from "@/lib/platform/canonical-json";

export const GET = route(readingEvidenceRoute, async (ctx) => {
  const reading = await readStage("record_unavailable", async () =>
    (await getDb()).reading.findUnique({ where: { id: ctx.params.id }, select: { evidenceManifest: true } }),
  );
  if (!reading?.evidenceManifest) throw new ApiError("not_found", { message: `No reading ${ctx.params.id} with an evidence manifest.` });
  return text(canonicalJson(reading.evidenceManifest), "application/json; charset=utf-8");
});
