// Route input parsing (lib/http/input.ts): query and path parameters and bounded JSON or form bodies,
// validated by a schema, refused with the registry code and the name of the field at fault.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/api-error";
import { MAX_BODY_DEPTH, parseJsonBody, parseParams, queryObject, readBoundedText, unstorableText } from "@/lib/http/input";

const codes = { missing: "missing_parameter", invalid: "invalid_request" } as const;
const Query = z.strictObject({ domain: z.string().min(3), limit: z.coerce.number().int().max(100).optional() });
const Body = z.strictObject({ name: z.string(), tags: z.array(z.string()).optional() });

async function caught(fn: () => unknown): Promise<ApiError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

const post = (body: string, type = "application/json", headers: Record<string, string> = {}) =>
  new Request("https://x.example/api", { method: "POST", body, headers: { "content-type": type, ...headers } });

describe("parameters", () => {
  it("parse through the schema, the first of a repeated query parameter winning", () => {
    const raw = queryObject(new URL("https://x.example/?domain=acme.example&limit=5&domain=other.example"));
    expect(raw).toEqual({ domain: "acme.example", limit: "5" });
    expect(parseParams(Query, raw, "query", codes)).toEqual({ domain: "acme.example", limit: 5 });
  });

  it("are missing_parameter when only absent ones fail, invalid_request naming the first bad one otherwise", async () => {
    const missing = await caught(() => parseParams(Query, {}, "query", codes));
    expect([missing.code, missing.message]).toEqual(["missing_parameter", "Missing query parameter `domain`."]);
    const invalid = await caught(() => parseParams(Query, { domain: "acme.example", limit: "500" }, "query", codes));
    expect(invalid.code).toBe("invalid_request");
    expect(invalid.options.errors?.[0]).toMatchObject({ in: "query", name: "limit" });
    const unknown = await caught(() => parseParams(Query, { domain: "acme.example", extra: "1" }, "query", codes));
    expect(unknown.options.errors?.[0]?.name).toBe("extra");
  });

  it("refuse text the store cannot hold: NUL and lone surrogates", async () => {
    expect(unstorableText("ok")).toBeNull();
    expect(unstorableText("a\u0000b")).toMatch(/NUL/);
    expect(unstorableText("a\ud800b")).toMatch(/surrogate/);
    expect(unstorableText("\ud83d\ude00")).toBeNull();
    const err = await caught(() => parseParams(Query, { domain: "a\u0000b" }, "path", codes));
    expect(err.options.errors).toEqual([{ in: "path", name: "domain", message: expect.stringMatching(/NUL/) }]);
  });
});

describe("bodies", () => {
  it("parse JSON, and forms when the route takes them, a blank form field counting as absent", async () => {
    expect((await parseJsonBody(post('{"name":"a"}'), Body, 1024, "invalid_request")).data).toEqual({ name: "a" });
    const form = await parseJsonBody(
      post("name=b&name=c&tags=", "application/x-www-form-urlencoded"),
      z.object({ name: z.string(), tags: z.string().optional() }),
      1024,
      "invalid_request",
      true,
    );
    expect(form.data).toEqual({ name: "b" });
  });

  it("refuse another media type, broken JSON, a schema failure and unstorable or too deep values", async () => {
    expect((await caught(() => parseJsonBody(post('{"name":"a"}', "text/plain"), Body, 1024, "invalid_request"))).code).toBe(
      "unsupported_media_type",
    );
    expect((await caught(() => parseJsonBody(post("{"), Body, 1024, "invalid_request"))).code).toBe("bad_json");
    const schema = await caught(() => parseJsonBody(post('{"name":1}'), Body, 1024, "bad_request"));
    expect([schema.code, schema.options.errors?.[0]?.name]).toEqual(["bad_request", "name"]);
    const nul = await caught(() => parseJsonBody(post('{"name":"a","tags":["ok","x\\u0000"]}'), Body, 1024, "invalid_request"));
    expect(nul.options.errors?.[0]).toMatchObject({ in: "body", name: "tags.1" });
    const deep = "[".repeat(MAX_BODY_DEPTH + 2) + "]".repeat(MAX_BODY_DEPTH + 2);
    expect((await caught(() => parseJsonBody(post(deep), z.any(), 4096, "invalid_request"))).options.errors?.[0]?.message).toMatch(
      /deeper than 32/,
    );
  });

  it("are read up to the limit only: a declared or actual size over it is payload_too_large", async () => {
    expect(await readBoundedText(post("x".repeat(100)), 100)).toHaveLength(100);
    expect((await caught(() => readBoundedText(post("x".repeat(101)), 100))).code).toBe("payload_too_large");
    expect((await caught(() => readBoundedText(post("x", "application/json", { "content-length": "5000" }), 100))).code).toBe(
      "payload_too_large",
    );
  });
});
