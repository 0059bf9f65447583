// POST /api/eu/systems/{id}/status/{obligation} – mark an obligation met or unmet. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-status-by-obligation.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const POST = forwardEu(C.euObligationMark.web, { notice: "Obligation marked." });
