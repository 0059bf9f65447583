// GET /api/eu/systems/{id}/status – the compliance status checklist. Forwarded.
import * as C from "@/lib/contracts/eu-ai-act";
import { forwardEu } from "@/lib/eu-ai-act/web/forward-eu-call";

export const GET = forwardEu(C.euStatus.web);
