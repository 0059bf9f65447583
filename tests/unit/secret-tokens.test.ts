// Secret tokens (lib/auth/tokens.ts): 32 random bytes after a prefix, kept only as a SHA-256 hash, with a
// short hint to tell them apart; the DPoP `ath` is the base64url SHA-256 of the access token.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, newToken, safeEqual, SCOPED_TOKEN_PREFIX, sha256B64url, sha256Hex } from "@/lib/auth/tokens";

describe("secret tokens", () => {
  it("are the prefix and 43 base64url characters, hashed whole, with the first six as a hint", () => {
    const t = newToken(API_KEY_PREFIX);
    expect(t.token).toMatch(/^tk_live_[A-Za-z0-9_-]{43}$/);
    expect(t.hash).toBe(createHash("sha256").update(t.token).digest("hex"));
    expect(t.hint).toBe(t.token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + 6));
    expect(newToken(SCOPED_TOKEN_PREFIX).token.startsWith("st_")).toBe(true);
    expect(newToken(API_KEY_PREFIX).token).not.toBe(t.token);
  });

  it("hash to hex and to the DPoP ath form", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // RFC 9449 section 7.1's example: the ath of access token Kz~8mXK1EalYznwH-LC-1fBAo.4Ljp~zsPE_NeO.gxU.
    expect(sha256B64url("Kz~8mXK1EalYznwH-LC-1fBAo.4Ljp~zsPE_NeO.gxU")).toBe("fUHyO2r2Z3DZ53EsNrWBb0xWXoaNy59IiKCAqksmQEo");
  });

  it("compare equal strings only, whatever their length", () => {
    expect(safeEqual("tk_live_abc", "tk_live_abc")).toBe(true);
    expect(safeEqual("tk_live_abc", "tk_live_abd")).toBe(false);
    expect(safeEqual("tk_live_abc", "tk_live_ab")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
