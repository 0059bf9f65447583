// The client address and network used for limits (lib/http/client-ip.ts): the peer address our server
// records, or the last hop of a configured proxy header; an IPv6 client counts by its /64.
import { describe, expect, it } from "vitest";
import { clientIp, clientNetwork, PEER_HEADER } from "@/lib/http/client-ip";
import { scopedEnv } from "@/tests/unit/support/scoped-env";

const setEnv = scopedEnv();
const peer = (value: string, more: Record<string, string> = {}) => new Headers({ [PEER_HEADER]: value, ...more });

describe("the client address", () => {
  it("is the recorded peer address, normalised: brackets, zone and IPv4-mapped form removed", () => {
    expect(clientIp(peer("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(peer("[2001:DB8::1]"))).toBe("2001:db8::1");
    expect(clientIp(peer("fe80::1%eth0"))).toBe("fe80::1");
    expect(clientIp(peer("::ffff:198.51.100.2"))).toBe("198.51.100.2");
  });

  it("ignores X-Forwarded-For unless it is the configured proxy header, and then takes its last hop", () => {
    const headers = peer("10.0.0.1", { "x-forwarded-for": "1.1.1.1, 198.51.100.9" });
    expect(clientIp(headers)).toBe("10.0.0.1");
    setEnv({ TRUSTED_PROXY_HEADER: "X-Forwarded-For" });
    expect(clientIp(headers)).toBe("198.51.100.9");
  });

  it("is unknown when nothing usable was recorded", () => {
    expect(clientIp(new Headers())).toBe("unknown");
    expect(clientIp(peer("not-an-ip"))).toBe("unknown");
  });
});

describe("the client network", () => {
  it("is the address for IPv4 and the expanded /64 for IPv6", () => {
    expect(clientNetwork(peer("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientNetwork(peer("2001:db8:1:2:aaaa::5"))).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork(peer("2001:db8:1:2:ffff:ffff:ffff:ffff"))).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork(peer("2001:db8::1"))).toBe("2001:0db8:0000:0000::/64");
    expect(clientNetwork(peer("::1"))).toBe("0000:0000:0000:0000::/64");
  });
});
