// Which companies a compare request names (lib/compare/parse-compare-request.ts): handles in order, then
// `at.<handle>=<version>` snapshots; repeats read once, the first four kept, the rest listed as ignored.
import { describe, expect, it } from "vitest";
import { parseCompareRequest } from "@/lib/compare/parse-compare-request";
import { Refusal } from "@/lib/platform/refusal";

function refusal(query: Record<string, unknown>): Refusal {
  try {
    parseCompareRequest(query);
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("compare requests", () => {
  it("read handles case-insensitively, in order, each once, with a snapshot version where one is named", () => {
    expect(parseCompareRequest({ handles: " Acme , beta.example,acme,", "at.beta.example": "3", "AT.gamma": "12" })).toEqual({
      targets: [
        { handle: "acme", version: null },
        { handle: "beta.example", version: 3 },
        { handle: "gamma", version: 12 },
      ],
      ignored: [],
    });
  });

  it("keep the first four distinct handles and list the rest as ignored", () => {
    const r = parseCompareRequest({ handles: "a,b,c,d,e,f" });
    expect(r.targets.map((t) => t.handle)).toEqual(["a", "b", "c", "d"]);
    expect(r.ignored).toEqual(["e", "f"]);
  });

  it("refuse a malformed handle or snapshot version, naming the parameter", () => {
    expect(refusal({ handles: "acme,not a slug" }).options.errors?.[0]?.name).toBe("handles");
    expect(refusal({ handles: "-acme" }).code).toBe("invalid_request");
    expect(refusal({ "at.acme": "0" }).options.errors?.[0]?.name).toBe("at.acme");
    expect(refusal({ "at.acme": "1.5" }).code).toBe("invalid_request");
    expect(refusal({ "at.acme": ["1", "2"] }).code).toBe("invalid_request");
    expect(refusal({ "at.Not Valid": "1" }).options.errors?.[0]?.name).toBe("at.Not Valid");
  });

  it("need at least one company", () => {
    for (const q of [{}, { handles: "" }, { handles: " , ," }, { other: "x" }]) expect(refusal(q).code).toBe("missing_parameter");
  });
});
