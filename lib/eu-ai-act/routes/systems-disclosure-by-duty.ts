// POST /api/eu/systems/{id}/disclosures/{duty} – store the company's disclosure text. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-disclosure-by-duty.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const POST = forwardEu(C.euDisclosureDeclare.web, { notice: "Disclosure saved as your declaration." });
