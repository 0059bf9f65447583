// GET /openapi.yaml – the worker contract (API host routes), version 1.0, generated from the contracts.
import { openapiYamlRoute } from "@/lib/transports/openapi/routes/openapi-yaml.contract";
import { text } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { workerDocumentYaml } from "@/lib/transports/openapi/host-documents";

export const GET = route(openapiYamlRoute, async () => text(workerDocumentYaml(), "application/yaml; charset=utf-8"));
