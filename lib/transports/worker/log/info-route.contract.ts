// The contract of the route in info-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { LogInfoSchema } from "@/lib/schemas/statement-log";
import { TAGS } from "@/lib/contracts/statement-log";

export const logInfoRoute = defineRoute({
  operationId: "getLogInfo",
  host: "api",
  method: "GET",
  path: "/log",
  summary: "The log: origin, verifier key, latest checkpoint and who cosigned it, configured witnesses",
  tags: TAGS,
  status: "experimental",
  responses: { 200: { description: "The log's description.", schema: LogInfoSchema } },
  errors: ["record_unavailable"],
  cache: "log-checkpoint",
});
