// What a profile view keeps about its viewer (lib/transports/worker/public/viewer-records): the referrer's origin and
// path only, and the viewer as a keyed hash that differs per company so rows cannot be joined across them.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { secret } from "@/lib/platform/secrets";
import { keptReferrer } from "@/lib/transports/worker/public/viewer-records/referrer";
import { viewerHash } from "@/lib/transports/worker/public/viewer-records/viewer-hash";

describe("kept referrers", () => {
  it("keep origin and path, dropping query, fragment and credentials", () => {
    expect(keptReferrer("https://user:pw@blog.example:8443/post/1?utm=x&token=secret#top")).toBe("https://blog.example:8443/post/1");
    expect(keptReferrer("http://example.com")).toBe("http://example.com/");
  });

  it("keep nothing of other schemes, non-URLs or absent values, and at most 512 characters", () => {
    for (const raw of ["javascript:alert(1)", "ftp://x.example/", "not a url", "", null, undefined]) expect(keptReferrer(raw)).toBeNull();
    expect(keptReferrer(`https://x.example/${"a".repeat(1000)}`)).toHaveLength(512);
  });
});

describe("viewer hashes", () => {
  it("are HMAC-SHA256 of company and client network under VIEWER_HASH_KEY", () => {
    const expected = createHmac("sha256", secret("VIEWER_HASH_KEY")).update("cmp_1\n203.0.113.7").digest("hex");
    expect(viewerHash("cmp_1", "203.0.113.7")).toBe(expected);
  });

  it("differ for the same viewer at another company", () => {
    expect(viewerHash("cmp_1", "203.0.113.7")).not.toBe(viewerHash("cmp_2", "203.0.113.7"));
  });
});
