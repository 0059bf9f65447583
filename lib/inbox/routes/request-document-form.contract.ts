// The contract of the route in request-document-form.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import { AccessRequestBodySchema, AccessRequestResultSchema, SlugParamsSchema } from "@/lib/schemas/public-trust";

export const requestDocumentFormRoute = defineRoute({
  host: "web",
  status: "documented, not versioned",
  errorFormat: "negotiate",
  forms: true,
  tags: ["Inbox"],
  auth: "none",
  cors: false,
  operationId: "requestDocumentFromPage",
  method: "POST",
  path: "/api/network/company/{slug}/request-access",
  summary: "The company page's form: ask a published company for a named document",
  description:
    "The request `POST /public/trust/{slug}/request-access` makes on the API host, for a person on the company's page " +
    "(`/network/company/{slug}/request`, without JavaScript: a form post answers 303 back to that page, errors as " +
    "`?error=`). It reaches the company's inbox, and the company answers by mail. A company with no published profile is 404.",
  params: SlugParamsSchema,
  body: AccessRequestBodySchema,
  responses: { 201: { description: "Received.", schema: AccessRequestResultSchema } },
  errors: ["forbidden", "not_found", "invalid_request", "bad_json", "unsupported_media_type", "payload_too_large"],
});
