// Contracts of the EU AI Act automation API. Each operation is described once and yields two routes: the
// API host's /v1/eu/... (reached only with a scoped token the web server mints for a signed-in session,
// bound to the server's own key, with its DPoP proof) and the web host's /api/eu/... that forwards to it
// (session cookie; HTML forms work without JavaScript). Writes are POST so the workspace page's forms can
// send them; every write honours Idempotency-Key.
// Each route's contract sits beside its handler (<name>.contract.ts); left here: pages and pieces those files share.
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

export const idParams = S.EuSystemIdParamsSchema;

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

export function pair<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(op: Operation<Q, P, B>) {
  return { api: apiContract(op), web: webContract(op) };
}

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
