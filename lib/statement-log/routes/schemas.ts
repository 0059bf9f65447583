// GET /schemas/trust-ledger-token.v1.schema.json and /schemas/verification-bundle.v1.schema.json (web host).
import { bundleSchemaRoute, tokenSchemaRoute } from "@/lib/statement-log/routes/schemas.contract";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { bundleJsonSchema, tokenJsonSchema } from "@/lib/statement-log/json-schemas";

const SCHEMA_TYPE = { "content-type": "application/schema+json" };

export const tokenSchemaGET = route(tokenSchemaRoute, async () => json(tokenJsonSchema(), { headers: SCHEMA_TYPE }));
export const bundleSchemaGET = route(bundleSchemaRoute, async () => json(bundleJsonSchema(), { headers: SCHEMA_TYPE }));
