// The contract of the route in changelog.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { ChangelogSchema } from "@/lib/schemas/changelog";

export const changelogRoute = defineRoute({
  operationId: "getChangelog",
  host: "web",
  method: "GET",
  path: "/api/changelog",
  summary: "Contract changes with their dates; breaking changes announced 90 days ahead",
  tags: ["Meta"],
  status: "supported",
  responses: { 200: { description: "Every contract change, newest first.", schema: ChangelogSchema } },
  cache: "contract",
});
