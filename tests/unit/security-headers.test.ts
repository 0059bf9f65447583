// Security headers of every answer (lib/transports/middleware/security-headers.ts): pages get a nonce CSP without
// unsafe-inline, other answers run nothing, signed-in form answers may load the stylesheet, the badge
// stays framable, and HSTS is sent over https only.
import { describe, expect, it } from "vitest";
import {
  FORM_ANSWER_POLICY,
  newNonce,
  pagePolicy,
  RESOURCE_POLICY,
  setSecurityHeaders,
} from "@/lib/transports/middleware/security-headers";

function headersFor(opts: { path: string; page: boolean; https: boolean }) {
  const h = new Headers();
  setSecurityHeaders(h, { ...opts, nonce: "bm9uY2U=" });
  return h;
}

describe("security headers", () => {
  it("give pages a nonce policy that never allows inline script or framing", () => {
    const csp = pagePolicy("abc123", true);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).not.toContain("unsafe-inline");
    expect(pagePolicy("abc123", false)).not.toContain("upgrade-insecure-requests");
  });

  it("set the page policy on pages, the form policy on signed-in form answers, and nothing-runs elsewhere", () => {
    expect(headersFor({ path: "/network/acme", page: true, https: false }).get("content-security-policy")).toBe(
      pagePolicy("bm9uY2U=", false),
    );
    expect(headersFor({ path: "/api/workspace/keys", page: false, https: false }).get("content-security-policy")).toBe(FORM_ANSWER_POLICY);
    expect(headersFor({ path: "/api/network/profile", page: false, https: false }).get("content-security-policy")).toBe(RESOURCE_POLICY);
    expect(headersFor({ path: "/api/network/profile", page: false, https: false }).get("x-frame-options")).toBe("DENY");
  });

  it("leave the badge image framable, with nosniff and the referrer policy still set", () => {
    const h = headersFor({ path: "/network/acme/badge.svg", page: false, https: true });
    expect(h.get("content-security-policy")).toBeNull();
    expect(h.get("x-frame-options")).toBeNull();
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("send HSTS over https only", () => {
    expect(headersFor({ path: "/", page: true, https: true }).get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headersFor({ path: "/", page: true, https: false }).get("strict-transport-security")).toBeNull();
  });

  it("make a fresh 16-byte base64 nonce each time", () => {
    const n = newNonce();
    expect(Buffer.from(n, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(n);
  });
});
