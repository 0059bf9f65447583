// GET /api/eu/systems/{id}/disclosures – Article 50 disclosures. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-disclosures.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euDisclosures.web);
