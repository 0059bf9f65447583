// POST /api/eu/systems/{id}/archive – archive a system. Forwarded.
import * as C from "@/lib/eu-ai-act/routes/systems-archive.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const POST = forwardEu(C.euSystemArchive.web, { notice: "System archived." });
