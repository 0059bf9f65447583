// The contract of the routes in system-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euSystem = pair({
  id: "EuSystem",
  method: "GET",
  path: "/systems/{id}",
  summary: "One AI system of the workspace",
  params: idParams,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system.",
  errors: ["not_found"],
});

export const euSystemUpdate = pair({
  id: "EuSystemUpdate",
  method: "POST",
  path: "/systems/{id}",
  summary: "Change a system's details or answers; it is re-classified",
  params: idParams,
  body: S.EuSystemUpdateSchema,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system with its new classification.",
  errors: ["not_found"],
});
