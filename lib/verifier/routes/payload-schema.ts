// GET /schemas/witness-statement-payload.v1.schema.json (web host) – the JSON Schema of the signed
// payload of a witness statement, generated from the zod schema the verifier parses with.
import { statementPayloadSchemaRoute } from "@/lib/verifier/routes/payload-schema.contract";
import { env } from "@/lib/platform/env";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { StatementPayloadSchema } from "@/lib/schemas/statement-payload";
import { publish } from "@/lib/statement-log/json-schemas";

const PAYLOAD_SCHEMA_PATH = "/schemas/witness-statement-payload.v1.schema.json";

export const GET = route(statementPayloadSchemaRoute, async () =>
  json(publish(StatementPayloadSchema, new URL(PAYLOAD_SCHEMA_PATH, env().BASE_URL).toString(), "Witness statement payload, format 1"), {
    headers: { "content-type": "application/schema+json" },
  }),
);
