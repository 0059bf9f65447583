// GET /api/eu/systems/{id}/status – the compliance status checklist. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-status.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euStatus.web);
