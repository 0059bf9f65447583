// The contract of the routes in companies.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/companies";
import { web, WRITE_ERRORS } from "@/lib/contracts/companies";

export const listCompaniesRoute = defineRoute({
  ...web,
  operationId: "listWorkspaceCompanies",
  method: "GET",
  path: "/api/workspace/companies",
  summary: "The workspace's company claims: domain, state, visibility and how to prove control",
  responses: { 200: { description: "The workspace's claims.", schema: S.CompanyClaimListSchema } },
  errors: ["unauthorized"],
});

export const addCompanyRoute = defineRoute({
  ...web,
  rateLimit: { policy: "connectors", key: "network" },
  operationId: "addWorkspaceCompany",
  method: "POST",
  path: "/api/workspace/companies",
  summary: "Add a company by domain: a claim to verify by DNS TXT or an HTTPS file",
  description:
    "Needs a confirmed address. The domain is normalised (lower case, IDNA to ASCII); public suffixes, IP literals " +
    "and URLs are refused with 400 naming `domain`. A domain another workspace has verified is 409 `domain_claimed`. " +
    "An unknown domain creates its (unclaimed) company; an unclaimed company is claimed in place, keeping its slug.",
  body: S.AddCompanyBodySchema,
  responses: {
    200: { description: "The workspace already claims this domain: the claim as it is.", schema: S.CompanyClaimSchema },
    201: { description: "Claim created, unverified.", schema: S.CompanyClaimSchema },
  },
  errors: [...WRITE_ERRORS, "domain_claimed", "rate_limited"],
});
