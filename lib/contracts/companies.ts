// Contracts of a workspace's companies (issue 29), web host, behind a session (forms work without
// JavaScript): add a company by domain, prove control of it, edit the draft of declared facts, publish or
// keep private. Workspace routes are not an integration API (spec 1): automation publishes through the
// signed declaration file and `svc declare`.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
import { definePage as page, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/companies";

export const web = {
  host: "web" as const,
  status: "documented, not versioned" as const,
  errorFormat: "negotiate" as const,
  forms: true,
  tags: ["Companies"],
  auth: "session" as const,
};

export const WRITE_ERRORS: ErrorCode[] = [
  "unauthorized",
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "busy",
];

export const companyPages: RouteContract[] = [
  {
    ...page("/workspace/companies/{slug}", "A company of the workspace: prove control, edit the declared facts, publish or keep private"),
    params: S.SlugParamsSchema,
  },
  { ...page("/claim/{slug}", "What claiming a company means, and the way to start"), params: S.SlugParamsSchema },
  page("/dev/world", "Development only (404 in production): the local world's demo domains, and their claim proofs"),
];
