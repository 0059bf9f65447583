// GET /public/witness/evidence-document.schema.json – what the evidence-document connector accepts.
import { evidenceDocumentSchemaRoute } from "@/lib/transports/worker/public/witness/evidence-document-schema-route.contract";
import { env } from "@/lib/platform/env";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { EvidenceDocumentSchema } from "@/lib/schemas/witness";
import { publish } from "@/lib/statement-log/json-schemas";

export const GET = route(evidenceDocumentSchemaRoute, async () =>
  json(
    publish(
      EvidenceDocumentSchema,
      new URL("/public/witness/evidence-document.schema.json", env().API_URL).toString(),
      "Evidence document, version 1",
    ),
    {
      headers: { "content-type": "application/schema+json" },
    },
  ),
);
