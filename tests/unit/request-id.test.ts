// Request ids and W3C trace context (lib/http/request-id.ts): a client's id is kept when it fits the
// pattern, a traceparent is continued with a new parent id, and anything malformed is replaced or dropped.
import { describe, expect, it } from "vitest";
import { continueTraceparent, requestIdFor } from "@/lib/http/request-id";

describe("request ids", () => {
  it("keep a client's id of 20 to 200 letters, digits, + / = -", () => {
    for (const id of ["a".repeat(20), "A1+/=-".repeat(10), "x".repeat(200)]) expect(requestIdFor(id)).toBe(id);
  });

  it("replace a missing, short, long or oddly-spelled id with a fresh req- id that itself passes", () => {
    for (const id of [null, "", "a".repeat(19), "a".repeat(201), "has spaces in it......", "semi;colon-id-000000000"]) {
      const fresh = requestIdFor(id);
      expect(fresh).toMatch(/^req-[0-9a-f]{24}$/);
      expect(requestIdFor(fresh)).toBe(fresh);
    }
    expect(requestIdFor(null)).not.toBe(requestIdFor(null));
  });
});

describe("traceparent", () => {
  const incoming = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

  it("keeps version, trace id and flags, with a new parent id", () => {
    const next = continueTraceparent(incoming)!;
    const [version, trace, parent, flags] = next.split("-");
    expect([version, trace, flags]).toEqual(["00", "4bf92f3577b34da6a3ce929d0e0e4736", "01"]);
    expect(parent).toMatch(/^[0-9a-f]{16}$/);
    expect(parent).not.toBe("00f067aa0ba902b7");
    expect(continueTraceparent(` ${incoming.toUpperCase()} `)?.split("-")[1]).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
  });

  it("drops version ff, all-zero ids and malformed values", () => {
    for (const bad of [
      null,
      "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
      "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
      "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
      "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01",
      "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
    ]) {
      expect(continueTraceparent(bad), String(bad)).toBeNull();
    }
  });
});
