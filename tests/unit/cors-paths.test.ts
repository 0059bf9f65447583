// Which web-host paths are public cross-origin reads (lib/transports/middleware/cors.ts): the public API, schemas and
// documents yes; anything signed-in or a page no.
import { describe, expect, it } from "vitest";
import { CORS_EXPOSE, isPublicRead } from "@/lib/transports/middleware/cors";

describe("public reads", () => {
  it.each([
    "/api/network/profile",
    "/schemas/profile.json",
    "/verify/keys",
    "/openapi.json",
    "/openapi.yaml",
    "/interfaces.json",
    "/badge.js",
    "/llms.txt",
    "/network/company/acme/llms.txt",
  ])("%s is readable cross-origin", (path) => expect(isPublicRead(path)).toBe(true));

  it.each([
    "/api/auth/session",
    "/api/account",
    "/api/workspace/keys",
    "/api/eu/systems",
    "/api/eu",
    "/",
    "/network/acme",
    "/verify/keys/extra",
    "/openapi.json.bak",
  ])("%s is not", (path) => expect(isPublicRead(path)).toBe(false));

  it("expose the headers a client reads for ids, retries, versions and caching", () => {
    const exposed = CORS_EXPOSE.split(", ");
    for (const h of ["X-Request-Id", "Retry-After", "Svc-Contract", "ETag", "Deprecation", "Sunset"]) expect(exposed).toContain(h);
  });
});
