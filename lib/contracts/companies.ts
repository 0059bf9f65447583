// Contracts of a workspace's companies (issue 29), web host, behind a session (forms work without
// JavaScript): add a company by domain, prove control of it, edit the draft of declared facts, publish or
// keep private. Workspace routes are not an integration API (spec 1): automation publishes through the
// signed declaration file and `svc declare`.
import { definePage as page, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/companies";

const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Companies"],
  auth: "session" as const,
};
const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "busy",
];

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

export const verifyCompanyRoute = defineRoute({
  ...web,
  rateLimit: { policy: "connectors", key: "network" },
  operationId: "verifyWorkspaceCompany",
  method: "POST",
  path: "/api/workspace/companies/{slug}/verification",
  summary: "Check control of the domain now (DNS TXT record or HTTPS file)",
  description:
    "Reads `_svc-challenge.<domain>` TXT and `https://<domain>/.well-known/svc-verification.txt` through " +
    "the resolver and the SSRF-guarded client (10 s, 4 KiB, no redirect off the domain). 422 " +
    "`verification_failed` lists, per method, what was looked up and observed. A verified record starts private.",
  params: S.SlugParamsSchema,
  responses: { 200: { description: "Verified.", schema: S.VerifiedSchema } },
  errors: ["unauthorized", "forbidden", "not_found", "verification_failed", "domain_claimed", "rate_limited", "busy"],
});

export const readFactsRoute = defineRoute({
  ...web,
  operationId: "readWorkspaceCompanyFacts",
  method: "GET",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "The company's draft of declared facts beside the published set",
  params: S.SlugParamsSchema,
  responses: { 200: { description: "Draft and published facts.", schema: S.FactsViewSchema } },
  errors: ["unauthorized", "not_found"],
});

export const replaceFactsRoute = defineRoute({
  ...web,
  operationId: "replaceWorkspaceCompanyFacts",
  method: "PUT",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "Replace the draft of declared facts (published by the next publish)",
  description:
    "Category from the vocabulary, key unique within its category, label at most 120 and value at most " +
    "2,000 characters, URLs https only; each error names its index and field (`facts.<i>.<field>`).",
  params: S.SlugParamsSchema,
  body: S.FactsDraftBodySchema,
  responses: { 200: { description: "The draft as stored, beside the published set.", schema: S.FactsViewSchema } },
  errors: [...WRITE_ERRORS, "not_found"],
});

export const postFactsFormRoute = defineRoute({
  ...web,
  operationId: "postWorkspaceCompanyFactsForm",
  method: "POST",
  path: "/api/workspace/companies/{slug}/facts",
  summary: "The page's form for the draft: one fact a line, `category | key | label | value` (same rules as PUT)",
  params: S.SlugParamsSchema,
  body: S.FactsFormBodySchema,
  responses: { 200: { description: "The draft as stored, beside the published set.", schema: S.FactsViewSchema } },
  errors: [...WRITE_ERRORS, "not_found"],
});

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

export const worldProofRoute = defineRoute({
  host: "web",
  status: "experimental",
  errorFormat: "negotiate",
  forms: true,
  tags: ["Development"],
  operationId: "setDevWorldProof",
  method: "POST",
  path: "/dev/world/proofs",
  summary:
    "Development only (404 in production): place or remove a claim's TXT record or verification file on a demo domain of the local world",
  body: S.WorldProofBodySchema,
  responses: { 200: { description: "The world's domains after the change.", schema: S.WorldDomainListSchema } },
  errors: ["not_found", "invalid_request", "bad_json", "unsupported_media_type"],
});

export const companyRoutes: RouteContract[] = [
  listCompaniesRoute,
  addCompanyRoute,
  verifyCompanyRoute,
  readFactsRoute,
  replaceFactsRoute,
  postFactsFormRoute,
  publicationRoute,
  {
    ...page("/workspace/companies/{slug}", "A company of the workspace: prove control, edit the declared facts, publish or keep private"),
    params: S.SlugParamsSchema,
  },
  { ...page("/claim/{slug}", "What claiming a company means, and the way to start"), params: S.SlugParamsSchema },
  worldProofRoute,
  page("/dev/world", "Development only (404 in production): the local world's demo domains, and their claim proofs"),
];
