// GET /verify/keys – the public keys that verify witness statements, on the web host (same set as {api_url}/public/keys).
import { verifyKeysRoute } from "@/lib/witness/routes/verify-keys.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readStage } from "@/lib/network/profile/read-stage";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";

export const GET = route(verifyKeysRoute, async () =>
  json(await readStage("record_unavailable", async () => publishedSigningKeys(await getDb()))),
);
