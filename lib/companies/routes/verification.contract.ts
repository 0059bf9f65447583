// The contract of the route in verification.ts: data only (no handler or domain code),
// so the route table (lib/contracts) and the OpenAPI documents read it without loading the handler.
import { defineRoute } from "@/lib/http/contract";
import * as S from "@/lib/schemas/companies";
import { web } from "@/lib/contracts/companies";

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
