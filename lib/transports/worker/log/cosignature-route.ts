// POST /log/cosignature – a configured witness hands in its cosignature of a stored checkpoint.
import { cosignatureRoute } from "@/lib/transports/worker/log/cosignature-route.contract";
import { ApiError } from "@/lib/http/api-error";
import { readBoundedText } from "@/lib/http/input";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { acceptCosignatures } from "@/lib/statement-log/accept-cosignature";
import { logRead } from "@/lib/transports/worker/log/log-read";

const MAX_BODY = 16 * 1024;

export const POST = route(cosignatureRoute, async ({ req }) => {
  const text = await readBoundedText(req, MAX_BODY);
  const result = await logRead((db) => acceptCosignatures(db, text));
  if (!result.ok) {
    throw new ApiError(result.reason === "unknown_checkpoint" ? "not_found" : "bad_request", {
      message: result.message,
      errors: result.reason === "unknown_checkpoint" ? undefined : [{ in: "body", name: "(root)", message: result.message }],
    });
  }
  return json({ size: result.size, accepted: result.accepted });
});
