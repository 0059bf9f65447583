// The Idempotency-Key header and request fingerprints (lib/idempotency/idempotency-key.ts): 8 to 255
// printable ASCII characters, and "the same request" is method, path with query and the body's SHA-256.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Refusal } from "@/lib/platform/refusal";
import { idempotencyKeyOf, requestFingerprint } from "@/lib/idempotency/idempotency-key";

const withKey = (key?: string) =>
  new Request("https://api.example/v1/x", { method: "POST", headers: key === undefined ? {} : { "Idempotency-Key": key } });
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("idempotency keys", () => {
  it("are read as sent, or null when absent", () => {
    expect(idempotencyKeyOf(withKey("order-2026-0001"))).toBe("order-2026-0001");
    expect(idempotencyKeyOf(withKey("~".repeat(255)))).toBe("~".repeat(255));
    expect(idempotencyKeyOf(withKey())).toBeNull();
  });

  it("are refused with bad_request naming the header when short, long or not printable ASCII", () => {
    for (const bad of ["short", "x".repeat(256), "tab\tinside-key", "naïve-key-123"]) {
      let err: unknown;
      try {
        idempotencyKeyOf(withKey(bad));
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(Refusal);
      expect((err as Refusal).options.errors).toEqual([{ in: "header", name: "Idempotency-Key", message: expect.any(String) }]);
    }
  });
});

describe("request fingerprints", () => {
  it("are SHA-256 of method, path with query and the body's SHA-256, one per line", () => {
    const url = new URL("https://api.example/v1/evidence?dry=1");
    expect(requestFingerprint("post", url, '{"a":1}')).toBe(sha(`POST\n/v1/evidence?dry=1\n${sha('{"a":1}')}`));
  });

  it("differ for another body byte, query or method, and ignore the host", () => {
    const url = new URL("https://api.example/v1/evidence");
    const base = requestFingerprint("POST", url, '{"a":1}');
    expect(requestFingerprint("POST", url, '{"a": 1}')).not.toBe(base);
    expect(requestFingerprint("POST", new URL("https://api.example/v1/evidence?x"), '{"a":1}')).not.toBe(base);
    expect(requestFingerprint("PUT", url, '{"a":1}')).not.toBe(base);
    expect(requestFingerprint("POST", new URL("https://other.example/v1/evidence"), '{"a":1}')).toBe(base);
  });
});
