// Part 7 error rendering (lib/http/render-error.ts): one ApiError, two bodies. Plain `{ error, message }`
// for the worker contract, an RFC 9457 problem document otherwise, both from the one registry.
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, setClock } from "@/lib/platform/clock";
import { ApiError, isApiError } from "@/lib/http/api-error";
import { errorBody, errorResponse, problemTypeUrl } from "@/lib/http/render-error";
import { ERROR_REGISTRY } from "@/lib/vocabulary/error-registry";

afterEach(() => setClock(undefined));

describe("an ApiError", () => {
  it("takes its status and default message from the registry, unless overridden", () => {
    const err = new ApiError("not_found");
    expect(err.status).toBe(404);
    expect(err.message).toBe(ERROR_REGISTRY.not_found.title);
    expect(new ApiError("idempotency_key_reused" as never, { status: 409 }).status).toBe(409);
    expect(isApiError(err)).toBe(true);
    expect(isApiError({ name: "ApiError" })).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
  });
});

describe("error bodies", () => {
  const err = new ApiError("invalid_request", {
    message: "`limit` must be at most 100.",
    errors: [{ in: "query", name: "limit", message: "Too large." }],
    extra: { deprecation: "2026-01-01" },
  });

  it("plain: the code, the message, errors when there are any, and extra members", () => {
    expect(errorBody(err, "plain", "req-1")).toEqual({
      error: "invalid_request",
      message: "`limit` must be at most 100.",
      errors: [{ in: "query", name: "limit", message: "Too large." }],
      deprecation: "2026-01-01",
    });
    expect(errorBody(new ApiError("not_found"), "plain", "req-1")).toEqual({ error: "not_found", message: "Not found" });
  });

  it("problem: RFC 9457 members from the registry, the request id and a type URL that names the code", () => {
    expect(errorBody(err, "problem", "req-1")).toEqual({
      type: "http://localhost:3000/api/problems#invalid_request",
      title: "Invalid request",
      status: 400,
      detail: "`limit` must be at most 100.",
      code: "invalid_request",
      retryable: false,
      retry_after: null,
      retry_at: null,
      next_action: "fix_request",
      errors: [{ in: "query", name: "limit", message: "Too large." }],
      request_id: "req-1",
      deprecation: "2026-01-01",
    });
    expect(problemTypeUrl("rate_limited")).toBe("http://localhost:3000/api/problems#rate_limited");
  });

  it("a retry after n seconds is dated on the injected clock", () => {
    setClock(manualClock(Date.UTC(2026, 0, 1, 12, 0, 0)));
    const body = errorBody(new ApiError("rate_limited", { retryAfter: 30 }), "problem", "req-2");
    expect(body).toMatchObject({
      status: 429,
      retryable: ERROR_REGISTRY.rate_limited.retryable,
      retry_after: 30,
      retry_at: "2026-01-01T12:00:30.000Z",
    });
  });
});

describe("error responses", () => {
  it("carry the media type of their format, no-store, Retry-After rounded up and the error's own headers", async () => {
    const res = errorResponse(new ApiError("rate_limited", { retryAfter: 2.2, headers: { "x-extra": "1" } }), "problem", "req-3");
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("retry-after")).toBe("3");
    expect(res.headers.get("x-extra")).toBe("1");
    expect(await res.json()).toMatchObject({ code: "rate_limited", request_id: "req-3" });
    const plain = errorResponse(new ApiError("rate_limited", { retryAfter: 5, sendRetryAfter: false }), "plain", "req-4");
    expect(plain.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(plain.headers.get("retry-after")).toBeNull();
  });
});
