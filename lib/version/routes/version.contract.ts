// The contract of the route in version.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { VersionSchema } from "@/lib/schemas/version";

export const versionRoute = defineRoute({
  operationId: "getVersion",
  host: "web",
  method: "GET",
  path: "/api/version",
  summary: "Which deployment is answering (build id and commit)",
  tags: ["Meta"],
  status: "supported",
  responses: { 200: { description: "The deployment stamp; never cached.", schema: VersionSchema } },
  cache: "no-store",
});
