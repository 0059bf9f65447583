// GET /api/eu/systems/{id} – one system; POST – change its details or answers (re-classified). Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-by-id.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euSystem.web);
export const POST = forwardEu(C.euSystemUpdate.web, { notice: "Answers saved; the system was classified again." });
