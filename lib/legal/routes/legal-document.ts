// GET /api/legal/{slug} – one published legal document, its HTML sanitised.
import { legalRoute } from "@/lib/legal/routes/legal-document.contract";
import { ApiError } from "@/lib/http/api-error";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readLegalDocument } from "@/lib/legal/read-legal-document";

export const GET = route(legalRoute, async ({ params }) => {
  const doc = readLegalDocument(params.slug);
  if (!doc) throw new ApiError("not_found", { message: `No published legal document \`${params.slug}\`.` });
  return json(doc);
});
