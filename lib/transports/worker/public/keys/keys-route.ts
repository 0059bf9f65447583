// GET /public/keys – the public Ed25519 keys that sign witness statements, retired ones included.
import { publicKeysRoute } from "@/lib/transports/worker/public/keys/keys-route.contract";
import { getDb } from "@/lib/platform/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { readStage } from "@/lib/network/profile/read-stage";
import { publishedSigningKeys } from "@/lib/witness-record/published-keys";

export const GET = route(publicKeysRoute, async () =>
  json(await readStage("record_unavailable", async () => publishedSigningKeys(await getDb()))),
);
