// The contract of the route in publication.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/companies";
import { web, WRITE_ERRORS } from "@/lib/contracts/companies";

export const publicationRoute = defineRoute({
  ...web,
  operationId: "setWorkspaceCompanyPublication",
  method: "POST",
  path: "/api/workspace/companies/{slug}/publication",
  summary: "Publish the record from the draft, or keep it private (withdraw)",
  description:
    "Owner or admin. Publishing mints one record version (`published`, later `updated`) and the company " +
    "appears in every public read within one change-feed cycle; going private is a version of kind `withdrawn` " +
    "and the record answers as private everywhere. A claim that is not verified is 409 `claim_not_verified`.",
  params: S.SlugParamsSchema,
  body: S.PublicationBodySchema,
  responses: { 200: { description: "The record's visibility and its latest version.", schema: S.PublicationResultSchema } },
  errors: [...WRITE_ERRORS, "not_found", "claim_not_verified"],
});
