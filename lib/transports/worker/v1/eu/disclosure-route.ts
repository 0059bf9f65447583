// POST /v1/eu/systems/{id}/disclosures/{duty} – the company's own text for a duty that applies (its declaration).
import * as C from "@/lib/transports/worker/v1/eu/disclosure-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { declareDisclosure } from "@/lib/eu-ai-act/disclosures";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { flagOn } from "@/lib/schemas/eu-ai-act";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

export const POST = euRoute(C.euDisclosureDeclare.api, async (ctx, actor) => {
  const result = await declareDisclosure(await getDb(), actor, ctx.params.id, ctx.params.duty, {
    text: ctx.body.text,
    showPublicly: flagOn(ctx.body.show_publicly),
  });
  if (result.kind === "not_found") notFound();
  if (result.kind === "not_applicable") {
    const message =
      `The duty ${ctx.params.duty} does not apply to this system's current ` +
      `classification (applicable: ${result.duties.join(", ") || "none"}).`;
    throw new ApiError("bad_request", { message, errors: [{ in: "path", name: "duty", message }] });
  }
  return json({ system_id: ctx.params.id, disclosures: result.disclosures });
});
