// GET /api/eu/rules – the current rule-set version. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/rules.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euRules.web);
