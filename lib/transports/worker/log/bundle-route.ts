// GET /public/trust/{slug}/bundle – everything needed to verify a company's latest statement offline.
import { verificationBundleRoute } from "@/lib/transports/worker/log/bundle-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { latestStatement } from "@/lib/network/profile/latest-statement";
import { verificationBundle } from "@/lib/statement-log/verification-bundle";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(verificationBundleRoute, async ({ params }) => {
  const bundle = await logRead(async (db) => {
    const latest = await latestStatement(db, params.slug);
    return latest ? { found: true, bundle: await verificationBundle(db, latest) } : { found: false, bundle: null };
  });
  if (!bundle.found) throw new ApiError("not_found", { message: `No published company ${params.slug} with a signed witness statement.` });
  if (!bundle.bundle)
    throw new ApiError("not_found", {
      message: "The latest witness statement is pending: the log has not integrated it yet. Retry in a few seconds.",
    });
  return json(bundle.bundle);
});
