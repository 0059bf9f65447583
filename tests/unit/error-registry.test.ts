// The Part 7 registry (lib/vocabulary/error-registry.ts) and its listing at /api/problems (lib/http/problems.ts):
// codes are snake_case, statuses are 4xx/5xx, next actions come from the vocabulary, and 429 and 5xx are
// the codes a client is told to retry later (Part 7's client rules).
import { describe, expect, it } from "vitest";
import { CLIENT_RULES, listProblems } from "@/lib/http/problems";
import { ERROR_CODES, ERROR_REGISTRY, errorDefinition } from "@/lib/vocabulary/error-registry";
import { NEXT_ACTIONS } from "@/lib/vocabulary/next-actions";

describe("the error registry", () => {
  it("has snake_case codes, error statuses, a title and a description each", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(30);
    for (const code of ERROR_CODES) {
      const d = errorDefinition(code);
      expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(d.status >= 400 && d.status < 600, code).toBe(true);
      expect(d.title.length, code).toBeGreaterThan(0);
      expect(d.description.length, code).toBeGreaterThan(10);
      expect(NEXT_ACTIONS, code).toContain(d.nextAction);
    }
  });

  it("makes every 429 and 5xx retryable with retry_later, and says retry_later only for those", () => {
    for (const code of ERROR_CODES) {
      const d = ERROR_REGISTRY[code];
      const transient = d.status === 429 || d.status >= 500;
      if (transient) expect({ code, retryable: d.retryable, next: d.nextAction }).toEqual({ code, retryable: true, next: "retry_later" });
      if (d.nextAction === "retry_later") expect(transient, code).toBe(true);
    }
    expect(ERROR_REGISTRY.not_found).toMatchObject({ status: 404, retryable: false });
  });

  it("is listed whole at /api/problems, in registry order, with each code's type URL and the client rules", () => {
    const listed = listProblems();
    expect(listed.codes.map((c) => c.code)).toEqual(ERROR_CODES);
    for (const entry of listed.codes) {
      const d = ERROR_REGISTRY[entry.code];
      expect(entry).toEqual({
        code: entry.code,
        status: d.status,
        title: d.title,
        retryable: d.retryable,
        next_action: d.nextAction,
        description: d.description,
        type: `http://localhost:3000/api/problems#${entry.code}`,
      });
    }
    expect(listed.client_rules).toBe(CLIENT_RULES);
  });
});
