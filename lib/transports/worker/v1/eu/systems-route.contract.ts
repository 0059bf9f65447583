// The contract of the routes in systems-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair } from "@/lib/contracts/eu-ai-act";

export const euSystems = pair({
  id: "EuSystems",
  method: "GET",
  path: "/systems",
  summary: "The workspace's AI systems with their current classification",
  query: S.EuListQuerySchema,
  status: 200,
  response: S.EuSystemListSchema,
  responseDescription: "Systems, oldest first (at most 500).",
  errors: [],
});

export const euSystemCreate = pair({
  id: "EuSystemCreate",
  method: "POST",
  path: "/systems",
  summary: "Describe an AI system; it is classified against the current rule set",
  body: S.EuSystemCreateSchema,
  status: 201,
  response: S.EuSystemSchema,
  responseDescription: "The system with its first classification.",
  errors: [],
});
