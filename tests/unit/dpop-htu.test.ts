// The DPoP `htu` comparison (lib/auth/dpop/htu.ts, RFC 9449 section 4.3): the URL without query or fragment,
// normalised as RFC 3986 section 6.2.2-6.2.3 says, so equivalent spellings compare equal and others do not.
import { describe, expect, it } from "vitest";
import { normaliseHtu } from "@/lib/auth/dpop/htu";

describe("htu normalisation", () => {
  it("drops query and fragment, lower-cases scheme and host, removes the default port and dot segments", () => {
    expect(normaliseHtu("HTTPS://API.Example.COM:443/v1/../v1/keys?x=1#frag")).toBe("https://api.example.com/v1/keys");
    expect(normaliseHtu("http://api.example.com:80/")).toBe("http://api.example.com/");
    expect(normaliseHtu("https://api.example.com")).toBe("https://api.example.com/");
    expect(normaliseHtu("https://api.example.com:8443/a")).toBe("https://api.example.com:8443/a");
  });

  it("decodes percent-encoded unreserved characters and upper-cases the hex of the rest", () => {
    expect(normaliseHtu("https://a.example/%7euser/%41b%2dc")).toBe("https://a.example/~user/Ab-c");
    expect(normaliseHtu("https://a.example/a%2fb")).toBe("https://a.example/a%2Fb");
  });

  it("keeps different paths and hosts different", () => {
    expect(normaliseHtu("https://a.example/keys")).not.toBe(normaliseHtu("https://a.example/keys/"));
    expect(normaliseHtu("https://a.example/Keys")).not.toBe(normaliseHtu("https://a.example/keys"));
  });

  it("refuses non-URLs, other schemes and userinfo", () => {
    for (const bad of ["not a url", "ftp://a.example/", "https://user:pw@a.example/", "https://user@a.example/"])
      expect(normaliseHtu(bad), bad).toBeNull();
  });
});
