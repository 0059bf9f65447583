// POST /v1/eu/systems/{id}/status/{obligation} – the company marks one obligation met or unmet, with evidence links.
import { z } from "zod";
import * as C from "@/lib/transports/worker/v1/eu/obligation-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { markObligation } from "@/lib/eu-ai-act/compliance-status";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { euRoute, notFound } from "@/lib/transports/worker/v1/eu/eu-route";

const Url = z.url().max(2000);

/** An array of URLs, or one URL per line from a form; each must be an http(s) URL. */
function evidenceLinks(value: string[] | string | undefined): string[] {
  const links = (Array.isArray(value) ? value : (value ?? "").split(/\r?\n/)).map((l) => l.trim()).filter(Boolean);
  if (links.length > 20)
    throw new ApiError("bad_request", {
      message: "At most 20 evidence links.",
      errors: [{ in: "body", name: "evidence_links", message: "at most 20" }],
    });
  for (const link of links) {
    if (!Url.safeParse(link).success || !/^https?:\/\//i.test(link)) {
      const message = `Invalid body field \`evidence_links\`: ${link.slice(0, 80)} is not an http(s) URL.`;
      throw new ApiError("bad_request", { message, errors: [{ in: "body", name: "evidence_links", message }] });
    }
  }
  return links;
}

export const POST = euRoute(C.euObligationMark.api, async (ctx, actor) => {
  const result = await markObligation(await getDb(), actor, ctx.params.id, ctx.params.obligation, {
    state: ctx.body.state,
    evidenceLinks: evidenceLinks(ctx.body.evidence_links),
    note: ctx.body.note || null,
  });
  if (result.kind === "not_found") notFound();
  if (result.kind === "not_applicable") {
    const message = `The obligation ${ctx.params.obligation} is not on this system's status list.`;
    throw new ApiError("bad_request", { message, errors: [{ in: "path", name: "obligation", message }] });
  }
  return json(result.status);
});
