// Contracts of the EU AI Act automation API. Each operation is described once and yields two routes: the
// API host's /v1/eu/... (reached only with a scoped token the web server mints for a signed-in session,
// bound to the server's own key, with its DPoP proof) and the web host's /api/eu/... that forwards to it
// (session cookie; HTML forms work without JavaScript). Writes are POST so the workspace page's forms can
// send them; every write honours Idempotency-Key.
import type { z } from "zod";
import { definePage, defineRoute, type RouteContract } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/http/error-registry";
import * as S from "@/lib/schemas/eu-ai-act";
import { API_WRITE_ERRORS, apiIdempotencyKey } from "@/lib/contracts/idempotency-headers";

interface Operation<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  id: string;
  method: "GET" | "POST";
  /** Path after /v1/eu (API host) and /api/eu (web host). */
  path: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  status: 200 | 201;
  response: z.ZodType;
  responseDescription: string;
  errors: ErrorCode[];
}

const LIMITS =
  "Two rate-limit windows per workspace, shared across instances: 60 requests a minute and 1,000 an hour " +
  "(EU_RATE_PER_MINUTE, EU_RATE_PER_HOUR). Over either: 429 `rate_limited` with `Retry-After` in seconds.";
const NEVER_CERTIFIES =
  "Findings name the provisions the answers point to; they are not legal advice, a " +
  "conformity assessment or a certification. Registering a conformity mark is not offered.";

const API_AUTH: ErrorCode[] = ["unauthorized", "dpop_required", "invalid_dpop_proof", "invalid_token", "rate_limited", "internal_error"];
const API_WRITE: ErrorCode[] = [...API_WRITE_ERRORS];
const WEB_AUTH: ErrorCode[] = ["unauthorized", "rate_limited", "api_host_unavailable", "internal_error"];
const WEB_WRITE: ErrorCode[] = [
  "forbidden",
  "invalid_request",
  "bad_json",
  "unsupported_media_type",
  "payload_too_large",
  "idempotency_key_reused",
  "busy",
];

const idParams = S.EuSystemIdParamsSchema;

/** What both hosts' contracts of one operation share: its input, its answer and the sentences every reader needs. */
function shared<Q extends z.ZodObject | undefined, P extends z.ZodObject | undefined, B extends z.ZodType | undefined>(
  op: Operation<Q, P, B>,
  lead: string[],
) {
  return {
    method: op.method,
    summary: op.summary,
    description: [...lead, op.description, LIMITS, NEVER_CERTIFIES].filter(Boolean).join(" "),
    tags: ["EU AI Act"],
    status: "documented, not versioned" as const,
    params: op.params,
    query: op.query,
    body: op.body,
    responses: { [op.status]: { description: op.responseDescription, schema: op.response } },
    cache: "no-store" as const,
  };
}

function apiContract<Q extends z.ZodObject | undefined, P extends z.ZodObject | undefined, B extends z.ZodType | undefined>(
  op: Operation<Q, P, B>,
): RouteContract<Q, P, B> {
  const write = op.method !== "GET";
  const lead =
    "Reached only with a scoped token (operation `eu.read` or `eu.write`) that the web server " +
    "mints for a signed-in session, bound to its own key, sent as `Authorization: DPoP` with " +
    "the server's proof. Any other credential is 401. The workspace is the credential's.";
  return defineRoute<Q, P, B>({
    ...shared(op, [lead]),
    operationId: `api${op.id}`,
    host: "api",
    path: `/v1/eu${op.path}`,
    auth: "scoped-token",
    scopedOperation: write ? "eu.write" : "eu.read",
    serverMintedOnly: true,
    rateLimit: { policy: "euAiAct", key: "key" },
    requestHeaders: {
      Authorization: { description: "`DPoP <st_ token>` minted by the web server.", required: true },
      DPoP: { description: "A proof signed by the web server's key, new for every request.", required: true },
      ...(write ? apiIdempotencyKey("the credential that sent it") : {}),
    },
    errors: [
      ...new Set([...op.errors, ...API_AUTH, ...(write ? API_WRITE : op.params || op.query ? (["bad_request"] as ErrorCode[]) : [])]),
    ],
  });
}

function webContract<Q extends z.ZodObject | undefined, P extends z.ZodObject | undefined, B extends z.ZodType | undefined>(
  op: Operation<Q, P, B>,
): RouteContract<Q, P, B> {
  const write = op.method !== "GET";
  const lead = [
    "Signed-in session (cookie). The web server forwards the call to the API host with a short-lived scoped " +
      "token it mints server-side, bound to its own key, with a DPoP proof; the cookie is never forwarded.",
    write
      ? "Same-origin only. An HTML form post answers 303 back to the page. `Idempotency-Key` is honoured; " +
        "`Idempotency-Status` says `replayed` or `new`; a key reused with a different request is 409."
      : "",
  ];
  return defineRoute<Q, P, B>({
    ...shared(op, lead),
    operationId: `web${op.id}`,
    host: "web",
    path: `/api/eu${op.path}`,
    auth: "session",
    errorFormat: "negotiate",
    forms: true,
    cors: false,
    errors: [
      ...new Set([...op.errors, ...WEB_AUTH, ...(write ? WEB_WRITE : op.params || op.query ? (["invalid_request"] as ErrorCode[]) : [])]),
    ],
  });
}

function pair<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(op: Operation<Q, P, B>) {
  return { api: apiContract(op), web: webContract(op) };
}

export const euSystems = pair({
  id: "EuSystems",
  method: "GET",
  path: "/systems",
  summary: "The workspace's AI systems with their current classification",
  query: S.EuListQuerySchema,
  status: 200,
  response: S.EuSystemListSchema,
  responseDescription: "Systems, oldest first (at most 500).",
  errors: [],
});
export const euSystemCreate = pair({
  id: "EuSystemCreate",
  method: "POST",
  path: "/systems",
  summary: "Describe an AI system; it is classified against the current rule set",
  body: S.EuSystemCreateSchema,
  status: 201,
  response: S.EuSystemSchema,
  responseDescription: "The system with its first classification.",
  errors: [],
});
export const euSystem = pair({
  id: "EuSystem",
  method: "GET",
  path: "/systems/{id}",
  summary: "One AI system of the workspace",
  params: idParams,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system.",
  errors: ["not_found"],
});
export const euSystemUpdate = pair({
  id: "EuSystemUpdate",
  method: "POST",
  path: "/systems/{id}",
  summary: "Change a system's details or answers; it is re-classified",
  params: idParams,
  body: S.EuSystemUpdateSchema,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system with its new classification.",
  errors: ["not_found"],
});
export const euSystemArchive = pair({
  id: "EuSystemArchive",
  method: "POST",
  path: "/systems/{id}/archive",
  summary: "Archive a system (kept with its history; no longer listed or re-classified)",
  params: idParams,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The archived system.",
  errors: ["not_found"],
});
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
export const euDisclosures = pair({
  id: "EuDisclosures",
  method: "GET",
  path: "/systems/{id}/disclosures",
  summary:
    "Article 50 disclosures: per applicable duty the text (company-declared, else a generated draft), the placement rule and the article",
  params: idParams,
  status: 200,
  response: S.EuDisclosureListSchema,
  responseDescription: "Disclosures.",
  errors: ["not_found"],
});
export const euDisclosureDeclare = pair({
  id: "EuDisclosureDeclare",
  method: "POST",
  path: "/systems/{id}/disclosures/{duty}",
  summary: "Store the company's own disclosure text for a duty that applies (its declaration; origin company-declared)",
  params: S.EuDisclosureParamsSchema,
  body: S.EuDisclosureBodySchema,
  status: 200,
  response: S.EuDisclosureListSchema,
  responseDescription: "The system's disclosures after the change.",
  errors: ["not_found"],
});
export const euStatus = pair({
  id: "EuStatus",
  method: "GET",
  path: "/systems/{id}/status",
  summary: "Compliance status: each obligation with the date it applies from and what the company marked (met or unmet, evidence, when)",
  description:
    "Nothing is marked met by the service: an obligation the company has not marked reads `unmet` with `marked_by_company: false`.",
  params: idParams,
  status: 200,
  response: S.EuStatusSchema,
  responseDescription: "The status checklist.",
  errors: ["not_found"],
});
export const euObligationMark = pair({
  id: "EuObligationMark",
  method: "POST",
  path: "/systems/{id}/status/{obligation}",
  summary: "Mark one obligation met or unmet, with evidence links",
  params: S.EuObligationParamsSchema,
  body: S.EuObligationBodySchema,
  status: 200,
  response: S.EuStatusSchema,
  responseDescription: "The status after the change.",
  errors: ["not_found"],
});
export const euSubscription = pair({
  id: "EuSubscription",
  method: "POST",
  path: "/systems/{id}/subscription",
  summary: "Subscribe a system to rule-set updates (re-classified automatically when a version is published) or unsubscribe",
  params: idParams,
  body: S.EuSubscriptionBodySchema,
  status: 200,
  response: S.EuSystemSchema,
  responseDescription: "The system.",
  errors: ["not_found"],
});
export const euChanges = pair({
  id: "EuChanges",
  method: "GET",
  path: "/changes",
  summary:
    "Regulatory change feed: what each published rule-set version added, removed " +
    "or changed (article, effective dates, wording) with sources, oldest first",
  description:
    "Cursor-paginated, at most 100 per page. Pass `next_cursor` back as `after`; `has_more` says whether another page is ready now.",
  query: S.EuChangesQuerySchema,
  status: 200,
  response: S.EuChangesPageSchema,
  responseDescription: "A page of changes.",
  errors: ["invalid_cursor"],
});
export const euRules = pair({
  id: "EuRules",
  method: "GET",
  path: "/rules",
  summary: "The current rule-set version: every rule with its article, annex point, effective date and condition",
  status: 200,
  response: S.EuRuleSetSchema,
  responseDescription: "The rule set.",
  errors: [],
});

export const euSystemsPage = definePage(
  "/workspace/ai-systems",
  "AI systems (EU AI Act): describe a system, see its findings with citations, disclosures, status checklist and change history",
);
export const euSystemPage: RouteContract = {
  ...definePage(
    "/workspace/ai-systems/{id}",
    "One AI system: questionnaire, findings with citations, disclosures, status checklist, change history",
    "pageWorkspaceAiSystem",
  ),
  params: idParams,
};

export const euAiActRoutes: RouteContract[] = [
  ...[
    euSystems,
    euSystemCreate,
    euSystem,
    euSystemUpdate,
    euSystemArchive,
    euClassification,
    euClassificationRun,
    euDisclosures,
    euDisclosureDeclare,
    euStatus,
    euObligationMark,
    euSubscription,
    euChanges,
    euRules,
  ].flatMap((p) => [p.api, p.web]),
  euSystemsPage,
  euSystemPage,
];
