// SSRF address classification (lib/platform/outbound/ssrf-guard.ts): only global unicast is public. One row per
// special-purpose range of the IANA registries, IPv4 and IPv6, and the IPv6 forms that carry an IPv4 address.
import { describe, expect, it } from "vitest";
import { checkOutboundUrl, isPublicAddress, OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";

const NOT_PUBLIC: [string, string][] = [
  ["0.0.0.0", "this network"],
  ["10.255.255.255", "RFC 1918"],
  ["172.16.0.1", "RFC 1918"],
  ["172.31.255.254", "RFC 1918"],
  ["192.168.1.1", "RFC 1918"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.254", "carrier-grade NAT"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["fe80::1", "link-local"],
  ["fc00::1", "unique local"],
  ["fd00:ec2::254", "unique local (cloud metadata)"],
  ["ff02::1", "multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
  ["::ffff:a9fe:a9fe", "IPv4-mapped link-local, hex form"],
  ["::10.0.0.1", "IPv4-compatible private"],
  ["2001:db8::1", "documentation"],
  ["not-an-address", "not an address"],
  ["256.1.1.1", "not an address"],
];

const PUBLIC = ["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::8.8.8.8"];

describe("address classification", () => {
  it.each(NOT_PUBLIC)("%s (%s) is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checking an outbound URL with an injected resolver (nothing is asked of DNS)", () => {
  const zone: Record<string, { address: string; family: number }[]> = {
    "public.example": [{ address: "93.184.216.34", family: 4 }],
    "v6.example": [{ address: "2606:4700:4700::1111", family: 6 }],
    "split.example": [
      { address: "93.184.216.34", family: 4 },
      { address: "192.168.0.10", family: 4 },
    ],
  };
  const resolveHost = async (host: string) => zone[host] ?? [];

  it("pins the first public answer, with its family", async () => {
    expect(await checkOutboundUrl("https://public.example/hook", { resolveHost })).toMatchObject({ address: "93.184.216.34", family: 4 });
    expect(await checkOutboundUrl("https://v6.example/", { resolveHost })).toMatchObject({ address: "2606:4700:4700::1111", family: 6 });
    expect(await checkOutboundUrl("https://[2606:4700:4700::1111]/", { resolveHost })).toMatchObject({
      address: "2606:4700:4700::1111",
      family: 6,
    });
  });

  it("refuses a name with any private answer, a name that does not resolve, http, credentials and other schemes", async () => {
    for (const [url, why] of [
      ["https://split.example/", /non-public/],
      ["https://nowhere.example/", /does not resolve/],
      ["http://public.example/", /only https/],
      ["https://user:pw@public.example/", /credentials/],
      ["ftp://public.example/", /only https/],
      ["not a url", /not a URL/],
      ["https://[::ffff:7f00:1]/", /non-public/],
    ] as const) {
      await expect(checkOutboundUrl(url, { resolveHost }), url).rejects.toThrow(why);
    }
    await expect(checkOutboundUrl("ftp://public.example/", { resolveHost, httpsOnly: false })).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(checkOutboundUrl("http://public.example/", { resolveHost, httpsOnly: false })).resolves.toMatchObject({
      address: "93.184.216.34",
    });
  });

  it("lets a configured origin through as configured, loopback and http included, and only that origin", async () => {
    const trustedOrigins = ["http://127.0.0.1:11434"];
    expect(await checkOutboundUrl("http://127.0.0.1:11434/v1/chat", { resolveHost, trustedOrigins })).toMatchObject({
      address: null,
      family: null,
    });
    await expect(checkOutboundUrl("http://127.0.0.1:11435/", { resolveHost, trustedOrigins, httpsOnly: false })).rejects.toThrow(
      /non-public/,
    );
  });
});
