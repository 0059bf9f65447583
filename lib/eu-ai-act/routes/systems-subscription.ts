// POST /api/eu/systems/{id}/subscription – subscribe to rule-set updates or not. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-subscription.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const POST = forwardEu(C.euSubscription.web, { notice: "Subscription saved." });
