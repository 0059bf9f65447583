// GET /section-capabilities.json – the section map the network profile record links to.
import { sectionCapabilitiesRoute } from "@/lib/transports/openapi/routes/section-capabilities.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { SECTION_CAPABILITIES } from "@/lib/transports/openapi/section-capabilities";

export const GET = route(sectionCapabilitiesRoute, async () => json(SECTION_CAPABILITIES));
