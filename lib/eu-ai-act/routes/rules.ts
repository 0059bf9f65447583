// GET /api/eu/rules – the current rule-set version. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/rules.contract";
import { forwardEu } from "@/lib/eu-ai-act/web/forward-eu-call";

export const GET = forwardEu(C.euRules.web);
