// Canonical JSON (RFC 8785, lib/platform/canonical-json.ts wrapping the canonicalize package): the RFC's own
// examples for numbers, strings and key order, and a refusal of values JSON cannot carry.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson, sha256Hex } from "@/lib/platform/canonical-json";

describe("RFC 8785 canonical JSON", () => {
  it("writes the RFC's section 3.2.2 example byte for byte", () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], "string": ' +
        '"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it("sorts keys by UTF-16 code units (the RFC's section 3.2.3 example)", () => {
    const input = { "€": 1, "\r": 2, "\ufb33": 3, "1": 4, "😀": 5, "\u0080": 6, ö: 7 };
    expect(canonicalJson(input)).toBe('{"\\r":2,"1":4,"\u0080":6,"ö":7,"€":1,"😀":5,"\ufb33":3}');
  });

  it("writes numbers as ECMAScript does, with the RFC's IEEE 754 boundary values", () => {
    const cases: [number, string][] = [
      [-0, "0"],
      [5e-324, "5e-324"],
      [1.7976931348623157e308, "1.7976931348623157e+308"],
      [9007199254740992, "9007199254740992"],
      [295147905179352830000, "295147905179352830000"],
      [9.999999999999997e22, "9.999999999999997e+22"],
      [1e23, "1e+23"],
      [0.000001, "0.000001"],
      [9.999999999999997e-7, "9.999999999999997e-7"],
    ];
    for (const [n, text] of cases) expect(canonicalJson(n), text).toBe(text);
  });

  it("gives the same bytes, and so the same digest, whatever order an object was built in", () => {
    const a = canonicalJson({ b: [1, { y: 2, x: 1 }], a: "x" });
    const b = canonicalJson({ a: "x", b: [1, { x: 1, y: 2 }] });
    expect(a).toBe(b);
    expect(sha256Hex(a)).toBe(createHash("sha256").update('{"a":"x","b":[1,{"x":1,"y":2}]}').digest("hex"));
  });

  it("refuses a value with no JSON form rather than signing an empty string", () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
    expect(() => canonicalJson(Number.NaN)).toThrow();
  });
});
