// GET /schemas/claim-statement-payload.v1.schema.json (web host) – the JSON Schema of the signed payload
// of a claim statement, generated from the zod schema the verifier parses with.
import { claimPayloadSchemaRoute } from "@/lib/verifier/routes/claim-payload-schema.contract";
import { env } from "@/lib/platform/env";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { ClaimStatementPayloadSchema } from "@/lib/schemas/claim-statement-payload";
import { publish } from "@/lib/statement-log/json-schemas";

const PAYLOAD_SCHEMA_PATH = "/schemas/claim-statement-payload.v1.schema.json";

export const GET = route(claimPayloadSchemaRoute, async () =>
  json(publish(ClaimStatementPayloadSchema, new URL(PAYLOAD_SCHEMA_PATH, env().BASE_URL).toString(), "Claim statement payload, format 1"), {
    headers: { "content-type": "application/schema+json" },
  }),
);
