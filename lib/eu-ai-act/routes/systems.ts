// GET /api/eu/systems – the workspace's AI systems; POST – describe one. Forwarded to the API host with a server-minted token.
import * as C from "@/lib/eu-ai-act/routes/systems.contract";
import { forwardEu } from "@/lib/http/eu-forward/forward-eu-call";

export const GET = forwardEu(C.euSystems.web);
export const POST = forwardEu(C.euSystemCreate.web, { notice: "System saved and classified." });
