// GET /public/witness/check-mapping – the check mapping as the exact bytes statements digest.
import { checkMappingRoute } from "@/lib/transports/worker/public/witness/check-mapping-route.contract";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { CHECK_MAPPING_BYTES } from "@/lib/witness-record/check-mapping";

export const GET = route(checkMappingRoute, async () => text(CHECK_MAPPING_BYTES, "application/json; charset=utf-8"));
