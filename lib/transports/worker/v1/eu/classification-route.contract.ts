// The contract of the routes in classification-route.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import * as S from "@/lib/schemas/eu-ai-act";
import { pair, idParams } from "@/lib/contracts/eu-ai-act";

export const euClassification = pair({
  id: "EuClassification",
  method: "GET",
  path: "/systems/{id}/classification",
  summary: "A system's current classification and its change history (differences between classifications)",
  params: idParams,
  status: 200,
  response: S.EuClassificationHistorySchema,
  responseDescription: "Current classification and history, newest first.",
  errors: ["not_found"],
});

export const euClassificationRun = pair({
  id: "EuClassificationRun",
  method: "POST",
  path: "/systems/{id}/classification",
  summary: "Classify the system again against the current rule-set version",
  params: idParams,
  status: 201,
  response: S.EuClassificationSchema,
  responseDescription: "The new classification with its differences from the previous one.",
  errors: ["not_found"],
});
