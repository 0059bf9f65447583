// GET /api/eu/systems/{id}/disclosures – Article 50 disclosures. Forwarded.
import * as C from "@/lib/contracts/eu-ai-act";
import { forwardEu } from "@/lib/eu-ai-act/web/forward-eu-call";

export const GET = forwardEu(C.euDisclosures.web);
