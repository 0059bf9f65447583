// GET /schemas/network-profile.v2.schema.json – JSON Schema 2020-12 of the profile record, generated from its zod schema.
import { networkProfileSchemaRoute } from "@/lib/network/routes/profile-schema.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { networkProfileJsonSchema } from "@/lib/network/profile/profile-json-schema";

export const GET = route(networkProfileSchemaRoute, async () =>
  json(networkProfileJsonSchema(), { headers: { "content-type": "application/schema+json" } }),
);
