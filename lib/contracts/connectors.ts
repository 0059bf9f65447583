// Contracts of the connected sources a workspace manages (web host, behind a session; forms work without
// JavaScript): list, connect, disconnect. Changes need the owner or admin role (`role`, checked by route()).
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import { IdParamsSchema } from "@/lib/schemas/auth";
import * as S from "@/lib/schemas/connectors";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Connectors"],
  auth: "session" as const,
};
// Each write makes the service read a third party for the company: bounded per client network.
const writeLimit = { rateLimit: { policy: "connectors", key: "network" } as const };
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

export const disconnectConnectorRoute = defineRoute({
  ...web,
  ...writeLimit,
  operationId: "disconnectSource",
  role: "admin",
  method: "POST",
  path: "/api/workspace/connectors/{id}/disconnect",
  summary: "Disconnect a source: it is removed with its sealed token and no longer read",
  params: IdParamsSchema,
  responses: { 200: { description: "Disconnected; the source as it was.", schema: S.ConnectedSourceSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "rate_limited", "busy"],
});

export const connectorRoutes: RouteContract[] = [
  listConnectorsRoute,
  connectConnectorRoute,
  disconnectConnectorRoute,
  page("/workspace/connectors", "Connected sources: connect GitHub or an evidence document to a company, disconnect"),
];
