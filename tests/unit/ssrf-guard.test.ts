// The one SSRF guard, as a table: addresses in every spelling a URL parser accepts, names that resolve
// inside the network, and a DNS answer that changes between the check and the connection.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { safeFetch } from "@/lib/platform/outbound/safe-fetch";
import { checkOutboundUrl, isPublicAddress, OutboundRefusedError } from "@/lib/platform/outbound/ssrf-guard";

// A resolver of our own: names answer what the table says, no network is asked.
const ZONE: Record<string, { address: string; family: number }[]> = {
  "public.example": [{ address: "93.184.216.34", family: 4 }],
  "public6.example": [{ address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 }],
  "loopback.example": [{ address: "127.0.0.1", family: 4 }],
  "private10.example": [{ address: "10.1.2.3", family: 4 }],
  "metadata.example": [{ address: "169.254.169.254", family: 4 }],
  "ula.example": [{ address: "fd12:3456::1", family: 6 }],
  "mapped.example": [{ address: "::ffff:192.168.0.1", family: 6 }],
  "mixed.example": [
    { address: "93.184.216.34", family: 4 },
    { address: "10.0.0.1", family: 4 },
  ],
  "cgnat.example": [{ address: "100.64.0.1", family: 4 }],
};
const resolveHost = async (host: string) => ZONE[host] ?? [];

const REFUSED: string[] = [
  "https://127.0.0.1/",
  "https://127.1.2.3/",
  "https://localhost./",
  "https://[::1]/",
  "https://[::ffff:127.0.0.1]/",
  "https://[::127.0.0.1]/",
  "https://[::ffff:7f00:1]/",
  "https://[::10.0.0.1]/",
  "https://2130706433/",
  "https://0x7f000001/",
  "https://0177.0.0.1/",
  "https://0x7f.0.0.1/",
  "https://127.1/",
  "https://0.0.0.0/",
  "https://0/",
  "https://[::]/",
  "https://10.0.0.1/",
  "https://172.16.0.1/",
  "https://172.31.255.255/",
  "https://192.168.1.1/",
  "https://100.64.0.1/",
  "https://100.127.255.254/",
  "https://169.254.169.254/latest/meta-data/",
  "https://169.254.0.1/",
  "https://[fe80::1]/",
  "https://[fd00::1]/",
  "https://[fc00::1]/",
  "https://224.0.0.1/",
  "https://[ff02::1]/",
  "https://255.255.255.255/",
  "https://240.0.0.1/",
  "https://192.0.2.1/",
  "https://198.18.0.1/",
  "https://[2001:db8::1]/",
  "https://[64:ff9b::7f00:1]/",
  "https://[2002:7f00:1::]/",
  "https://loopback.example/",
  "https://private10.example/",
  "https://metadata.example/",
  "https://ula.example/",
  "https://mapped.example/",
  "https://mixed.example/",
  "https://cgnat.example/",
  "https://nowhere.example/",
  "http://public.example/",
  "ftp://public.example/",
  "https://user:pass@public.example/",
  "not a url",
];

const ALLOWED: [string, string][] = [
  ["https://public.example/hook", "93.184.216.34"],
  ["https://public6.example/", "2606:2800:220:1:248:1893:25c8:1946"],
  ["https://93.184.216.34/", "93.184.216.34"],
  ["https://[2606:4700::6810:85e5]/", "2606:4700::6810:85e5"],
  ["https://8.8.8.8/", "8.8.8.8"],
];

describe("the SSRF guard", () => {
  it(`has a table of at least 40 refused targets (${REFUSED.length})`, () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSED)("refuses %s", async (url) => {
    await expect(checkOutboundUrl(url, { resolveHost })).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it.each(ALLOWED)("allows %s, pinned to %s", async (url, address) => {
    const target = await checkOutboundUrl(url, { resolveHost });
    expect(target.address).toBe(address);
  });

  it("judges IPv4-compatible and IPv4-mapped IPv6 as the IPv4 address they carry", () => {
    expect(isPublicAddress("::127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:10.0.0.1")).toBe(false);
    expect(isPublicAddress("::93.184.216.34")).toBe(true);
    expect(isPublicAddress("::ffff:93.184.216.34")).toBe(true);
    expect(isPublicAddress("::1")).toBe(false);
  });

  it("connects to the address it checked, even when the name answers differently at connect time", async () => {
    // The rebinding attack: first answer public, every later answer loopback, where a server listens.
    let hits = 0;
    const inside = http.createServer((_req, res) => {
      hits++;
      res.end("internal");
    });
    await new Promise<void>((r) => inside.listen(0, "127.0.0.1", () => r()));
    const port = (inside.address() as AddressInfo).port;
    let lookups = 0;
    const rebinding = async () => (++lookups === 1 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    try {
      // The checked (public) address is the one connected to; with no route out of the test machine the
      // request fails, and it must fail there rather than reach loopback.
      await expect(safeFetch(`https://rebind.example:${port}/`, {}, { resolveHost: rebinding, timeoutMs: 1_000 })).rejects.toBeInstanceOf(
        Error,
      );
      expect(lookups).toBe(1);
      expect(hits).toBe(0);
    } finally {
      inside.close();
    }
  });
});
