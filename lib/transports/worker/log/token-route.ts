// GET /public/trust/{slug}/token – the Trust Ledger Token of a company's latest witness statement.
import { trustTokenRoute } from "@/lib/transports/worker/log/token-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { latestStatement } from "@/lib/network/profile/latest-statement";
import { HOW_TO_VERIFY_TOKEN } from "@/lib/statement-log/statement-token";
import { logRead } from "@/lib/transports/worker/log/log-read";

export const GET = route(trustTokenRoute, async ({ params }) => {
  const latest = await logRead((db) => latestStatement(db, params.slug));
  if (!latest) throw new ApiError("not_found", { message: `No published company ${params.slug} with a signed witness statement.` });
  if (!latest.body || !latest.log.token)
    throw new ApiError("not_found", {
      message: "The latest witness statement is pending: the log has not integrated it yet. Retry in a few seconds.",
    });
  return json({
    token: latest.log.token,
    decoded: latest.body,
    status: latest.log.status,
    signing_key: latest.log.signing_key,
    cosigned_by: latest.log.checkpoint?.cosigned_by ?? [],
    how_to_verify: HOW_TO_VERIFY_TOKEN,
  });
});
