// Which host a request is for (lib/platform/hosts.ts): the API host by its exact host, or by its name when the two
// hosts differ by name and a proxy changed the port; everything else is the web host.
import { describe, expect, it } from "vitest";
import { hostKind } from "@/lib/platform/hosts";

describe("host kinds", () => {
  const web = "https://trust.example";
  const api = "https://api.trust.example";

  it("recognise the API host by host, case-insensitively, with or without a port a proxy added", () => {
    expect(hostKind("api.trust.example", web, api)).toBe("api");
    expect(hostKind("API.Trust.Example", web, api)).toBe("api");
    expect(hostKind("api.trust.example:8443", web, api)).toBe("api");
  });

  it("send the web host, an unknown host and a missing Host header to the web host", () => {
    expect(hostKind("trust.example", web, api)).toBe("web");
    expect(hostKind("elsewhere.example", web, api)).toBe("web");
    expect(hostKind(null, web, api)).toBe("web");
  });

  it("when both hosts share a name and differ by port, only the exact port is the API host", () => {
    const sameName = ["http://localhost:3000", "http://localhost:3001"] as const;
    expect(hostKind("localhost:3001", ...sameName)).toBe("api");
    expect(hostKind("localhost:3000", ...sameName)).toBe("web");
    expect(hostKind("localhost:9999", ...sameName)).toBe("web");
  });
});
