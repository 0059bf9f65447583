// Strict-Transport-Security is sent when the public address is https (an app of its own, since the
// middleware reads its addresses once per process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";

let app: TestApp;
beforeAll(async () => {
  // A TLS-terminating proxy in front: the public address is https, the app itself listens on http.
  app = await startApp({ BASE_URL: "https://localhost" });
});
afterAll(async () => {
  await app?.stop();
});

describe("an https deployment", () => {
  it("sends Strict-Transport-Security and upgrades insecure requests on pages", async () => {
    const res = await app.web.get("/methodology");
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("sends it on JSON reads too", async () => {
    const res = await app.web.get("/api/problems");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});
