// The error responses of one route, derived from its contract's `errors` and from what the route
// wrapper itself can answer (input validation, body limits, unexpected errors). Bodies come from the
// registry's schemas: the plain `{ error, message }` body, the RFC 9457 problem document, or either.
import { roleOf, type RouteContract } from "@/lib/http/contract";
import { ERROR_REGISTRY, type ErrorCode } from "@/lib/http/error-registry";
import { PlainErrorSchema, ProblemSchema } from "@/lib/schemas/errors";

/** Codes the wrapper can answer on this route whatever the handler does. */
export function implicitErrors(contract: RouteContract): ErrorCode[] {
  const codes: ErrorCode[] = ["internal_error"];
  const params = contract.query || contract.params;
  if (contract.host === "api") {
    if (params || contract.body) codes.push("bad_request");
  } else {
    if (params) codes.push("missing_parameter", "invalid_request");
    if (contract.body) codes.push("invalid_request");
  }
  if (contract.body) codes.push("bad_json", "payload_too_large", "unsupported_media_type");
  if (isSessionWrite(contract)) codes.push("idempotency_key_reused", "busy");
  // The role rule (route() checks it for every route with a role, named or by default).
  if (roleOf(contract)) codes.push("forbidden");
  return codes;
}

/** A signed-in write on the web host: it honours Idempotency-Key (lib/http/web-idempotency.ts). */
export function isSessionWrite(contract: RouteContract): boolean {
  return contract.host === "web" && contract.auth === "session" && contract.method !== "GET";
}

/** The status a code answers with on this route: a reused key is 409 on signed-in web writes (Part 7). */
function statusOn(contract: RouteContract, code: ErrorCode): number {
  return code === "idempotency_key_reused" && isSessionWrite(contract) ? 409 : ERROR_REGISTRY[code].status;
}

export interface ErrorResponseGroup {
  status: number;
  codes: ErrorCode[];
  description: string;
  content: Record<string, { schema: typeof PlainErrorSchema | typeof ProblemSchema }>;
}

export function errorContent(contract: RouteContract): ErrorResponseGroup["content"] {
  const mode = contract.errorFormat ?? (contract.host === "api" ? "plain" : "negotiate");
  const content: ErrorResponseGroup["content"] = {};
  if (mode !== "problem") content["application/json"] = { schema: PlainErrorSchema };
  if (mode !== "plain") content["application/problem+json"] = { schema: ProblemSchema };
  return content;
}

export function errorResponseGroups(contract: RouteContract): ErrorResponseGroup[] {
  const codes = [...new Set([...(contract.errors ?? []), ...implicitErrors(contract)])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = statusOn(contract, code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const content = errorContent(contract);
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, list]) => ({
      status,
      codes: list,
      description: list.map((c) => `\`${c}\`: ${ERROR_REGISTRY[c].title}.`).join(" "),
      content,
    }));
}
