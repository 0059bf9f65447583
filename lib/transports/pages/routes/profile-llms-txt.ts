// GET /network/company/<slug>/llms.txt – the published record as text for language models; 404 for an
// unpublished or unknown company, 503 with Retry-After when the read failed.
import { getDb } from "@/lib/platform/db/client";
import { profileLlmsRoute } from "@/lib/transports/pages/routes/profile-llms-txt.contract";
import { ApiError } from "@/lib/http/api-error";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { profileLlmsTxt } from "@/lib/transports/pages/profile-llms-txt";
import { publicUrls } from "@/lib/site/urls";
import { readProfileView } from "@/lib/transports/pages/views/profile-view";

export const GET = route(profileLlmsRoute, async ({ params }) => {
  const view = await readProfileView(getDb, params.slug);
  if (view.kind === "not-published") {
    throw new ApiError("not_found", {
      message: `No profile is published for \`${params.slug}\`. This is not a finding about any company.`,
    });
  }
  if (view.kind === "read-failed") {
    throw new ApiError(view.problem.code, { message: view.problem.message, retryAfter: view.problem.retryAfterSeconds });
  }
  return text(profileLlmsTxt(view, publicUrls()), "text/plain; charset=utf-8");
});
