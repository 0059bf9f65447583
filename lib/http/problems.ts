// The registry as served by GET /api/problems, with the client rules of Part 7.
import { ERROR_CODES, ERROR_REGISTRY } from "@/lib/http/error-registry";
import { problemTypeUrl } from "@/lib/http/render-error";

export const CLIENT_RULES = [
  "Retry only 429, 502, 503 and other 5xx, with a bound. 400 and 404 are answers: " +
    "repeating gives the same answer. On a refused cursor, restart from page one once.",
  "Wait the Retry-After seconds when present. When absent, back off and cap attempts (one retry for a rate limit).",
  "A 503 never means the company has no record: keep the last good answer or show that the read failed.",
  "Every API response has X-Request-Id. You may send your own (20 to 200 " +
    "characters: letters, digits, + / = -); a W3C traceparent you send is continued.",
];

export function listProblems() {
  return {
    codes: ERROR_CODES.map((code) => {
      const d = ERROR_REGISTRY[code];
      return {
        code,
        status: d.status,
        title: d.title,
        retryable: d.retryable,
        next_action: d.nextAction,
        description: d.description,
        type: problemTypeUrl(code),
      };
    }),
    client_rules: CLIENT_RULES,
  };
}
