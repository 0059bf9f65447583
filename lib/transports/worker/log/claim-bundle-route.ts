// GET /log/claims/{index} – the claim verification bundle of one logged claim statement.
import { claimBundleRoute } from "@/lib/transports/worker/log/claim-bundle-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { claimBundle } from "@/lib/statement-log/claim-bundle";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(claimBundleRoute, async ({ params }) => {
  const index = Number(params.index);
  const bundle = await logRead((db) => claimBundle(db, index));
  if (!bundle)
    throw new ApiError("not_found", {
      message: `No integrated log entry at index ${index} is a claim statement (a new one is pending for a few seconds).`,
    });
  return json(bundle);
});
