// GET /api/eu/changes – the regulatory change feed, oldest first. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/changes.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euChanges.web);
