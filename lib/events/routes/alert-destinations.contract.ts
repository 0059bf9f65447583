// The contract of the routes in alert-destinations.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/events";
import { web, WRITE_ERRORS } from "@/lib/contracts/events";

export const listDestinationsRoute = defineRoute({
  ...web,
  operationId: "listAlertDestinations",
  method: "GET",
  path: "/api/workspace/alert-destinations",
  summary: "The workspace's alert destinations",
  responses: { 200: { description: "Destinations, newest first.", schema: S.DestinationListSchema } },
  errors: ["unauthorized"],
});

export const createDestinationRoute = defineRoute({
  ...web,
  operationId: "createAlertDestination",
  role: "admin",
  method: "POST",
  path: "/api/workspace/alert-destinations",
  summary: "Add an alert destination (public HTTPS only); its derived key is shown once",
  description:
    "The destination receives the service's own alerts in the envelope `{id, type, created, data}`, signed " +
    "per spec 6.2: `monitoring.drift`; `reading.failing`, once a streak of three readings of one of the " +
    "workspace's companies in a row that observed nothing, with data `{slug, domain, failed_readings, " +
    "since, last_witnessed_at, reasons, url}` (times in epoch ms); and `alert.test` from the test button.",
  body: S.DestinationCreateBodySchema,
  responses: { 201: { description: "Added; the key shown once.", schema: S.DestinationKeySchema } },
  errors: WRITE_ERRORS,
});
