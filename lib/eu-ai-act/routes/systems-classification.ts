// GET /api/eu/systems/{id}/classification – classification and history; POST – classify again. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-classification.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euClassification.web);
export const POST = forwardEu(C.euClassificationRun.web, { notice: "Classified again against the current rule set." });
