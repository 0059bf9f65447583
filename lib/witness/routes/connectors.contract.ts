// The contract of the routes in connectors.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/connectors";
import { web, writeLimit } from "@/lib/contracts/connectors";

const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "not_found",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "rate_limited",
  "busy",
];

export const listConnectorsRoute = defineRoute({
  ...web,
  operationId: "listConnectedSources",
  method: "GET",
  path: "/api/workspace/connectors",
  summary: "The connected sources of the workspace's companies (never their tokens)",
  responses: { 200: { description: "Sources, by company and key.", schema: S.ConnectedSourceListSchema } },
  errors: ["unauthorized"],
});

export const connectConnectorRoute = defineRoute({
  ...web,
  ...writeLimit,
  operationId: "connectSource",
  role: "admin",
  method: "POST",
  path: "/api/workspace/connectors",
  summary: "Connect a source (GitHub organisation or evidence document) to a company; the witnessing engine reads it from the next reading",
  description:
    "Owner or admin only. URLs pass the SSRF guard now and at every reading. The GitHub token " +
    "is sealed with the master key at once and never shown again. At most 10 sources per company.",
  body: S.ConnectBodySchema,
  responses: { 201: { description: "Connected.", schema: S.ConnectedSourceSchema } },
  errors: WRITE_ERRORS,
});
