// Which profile contract a read serves (lib/network/profile/contract-version.ts, spec Part 9): the query
// wins over the Svc-Contract header, nothing means the current one, and contract 1 carries RFC 9745
// Deprecation and RFC 8594 Sunset headers until it is withdrawn.
import { describe, expect, it } from "vitest";
import { Refusal } from "@/lib/platform/refusal";
import { contractHeaders, requestedContract } from "@/lib/network/profile/contract-version";
import { CURRENT_CONTRACT } from "@/lib/schemas/network-profile";

describe("the requested contract", () => {
  it("is the query's, else the header's, else the current one", () => {
    expect(requestedContract("1", "2")).toBe(1);
    expect(requestedContract(undefined, "1")).toBe(1);
    expect(requestedContract(" ", "1")).toBe(1);
    expect(requestedContract(undefined, null)).toBe(CURRENT_CONTRACT);
    expect(requestedContract("", "")).toBe(CURRENT_CONTRACT);
  });

  it("refuses an unsupported one with the registry error naming where it came from and what is served", () => {
    for (const [query, header, where] of [
      ["3", null, { in: "query", name: "contract" }],
      [undefined, "v2", { in: "header", name: "Svc-Contract" }],
      ["01x", "1", { in: "query", name: "contract" }],
    ] as const) {
      let err: unknown;
      try {
        requestedContract(query, header);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(Refusal);
      const api = err as Refusal;
      expect(api.code).toBe("unsupported_contract_version");
      expect(api.options.errors?.[0]).toMatchObject(where);
      expect(api.options.extra).toEqual({ found: false, contractVersion: CURRENT_CONTRACT, supportedContracts: [1, 2] });
    }
  });
});

describe("contract headers", () => {
  it("name the served contract and vary on the header", () => {
    expect(contractHeaders(2, "https://x.example/schema")).toEqual({ "Svc-Contract": "2", Vary: "Svc-Contract" });
  });

  it("add Deprecation as @epoch seconds, Sunset as an HTTP date and the successor's link to contract 1", () => {
    const h = contractHeaders(1, "https://x.example/schema/2");
    expect(h.Deprecation).toBe(`@${Date.UTC(2026, 8, 1) / 1000}`);
    expect(h.Sunset).toBe("Mon, 01 Mar 2027 00:00:00 GMT");
    expect(h.Link).toBe('<https://x.example/schema/2>; rel="successor-version"');
  });
});
