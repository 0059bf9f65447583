// The refusals our server makes before Next (lib/transports/server/request-guard.ts), decided from the request line and
// headers alone: malformed percent-encoding, absolute form for another host, repeated credentials and a
// method a path does not serve. Each is a registry error with a request id, plain on the API host.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { API_HOST_HEADERS } from "@/lib/http/api-host-headers";
import { allowedMethods, guardRequest, parserRefusal, targetFault } from "@/lib/transports/server/request-guard";

const WEB = "localhost:3000";
const API = "api.localhost:3000";

function request(method: string, url: string, headers: [string, string][] = []): IncomingMessage {
  const all: [string, string][] = [
    ["Host", WEB],
    ...headers.filter(([n]) => n.toLowerCase() !== "host"),
    ...headers.filter(([n]) => n.toLowerCase() === "host"),
  ];
  const host = all.filter(([n]) => n.toLowerCase() === "host").at(-1)![1];
  const single: Record<string, string> = {};
  for (const [n, v] of all) single[n.toLowerCase()] ??= v;
  single.host = host;
  return { method, url, headers: single, rawHeaders: all.flat() } as unknown as IncomingMessage;
}

const body = (r: { body: string }) => JSON.parse(r.body);

describe("allowed methods", () => {
  it("come from the contracts of the path's host, HEAD with GET, parameters matching one segment", () => {
    expect(allowedMethods("web", "/api/network/profile").methods.sort()).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("api", "/public/trust/acme").methods.sort()).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("api", "/public/trust/acme/extra").methods).toEqual([]);
    expect(allowedMethods("web", "/public/trust/acme").methods).toEqual([]);
    expect(allowedMethods("web", "/no/such/path").methods).toEqual([]);
  });
});

describe("target faults", () => {
  it("name the malformed escape's place: the path or the query parameter", () => {
    expect(targetFault("/api/x%zz")).toMatchObject({ in: "path", name: "(path)" });
    expect(targetFault("/api/x%C3")).toMatchObject({ in: "path" });
    expect(targetFault("/api/x?q=%E0%A4")).toMatchObject({ in: "query", name: "q" });
    expect(targetFault("/api/x?ok=1&bad=%00")).toMatchObject({ in: "query", name: "bad", message: expect.stringMatching(/NUL/) });
    expect(targetFault("/api/x?q=%ED%A0%80")).toMatchObject({ in: "query", name: "q" });
    expect(targetFault("/api/x?q=caf%C3%A9+au+lait&&empty=")).toBeNull();
  });
});

describe("guarding a request", () => {
  it("lets a well-formed request through", () => {
    expect(guardRequest(request("GET", "/api/network/profile?domain=acme.example"))).toBeNull();
    expect(guardRequest(request("OPTIONS", "/api/network/profile"))).toBeNull();
    expect(guardRequest(request("GET", "/some/page/no/contract/names"))).toBeNull();
  });

  it("answers a method the path does not serve with 405 and Allow, plain unless a problem document is asked for", () => {
    const refusal = guardRequest(request("DELETE", "/api/network/profile"))!;
    expect(refusal.status).toBe(405);
    expect(refusal.headers.allow.split(", ").sort()).toEqual(["GET", "HEAD"]);
    expect(refusal.headers["x-request-id"]).toMatch(/^req-[0-9a-f]{24}$/);
    expect(refusal.headers["cache-control"]).toBe("no-store");
    const problem = guardRequest(request("DELETE", "/api/network/profile", [["Accept", "application/problem+json"]]))!;
    expect(problem.headers["content-type"]).toBe("application/problem+json");
    expect(body(problem)).toMatchObject({ code: "method_not_allowed", status: 405 });
  });

  it("on the API host, answers plain with the API host's headers, and keeps a client's request id", () => {
    const id = "client-request-id-0123456789";
    const refusal = guardRequest(
      request("POST", "/public/trust/acme", [
        ["Host", API],
        ["X-Request-Id", id],
      ]),
    )!;
    expect(refusal.status).toBe(405);
    expect(refusal.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(refusal.headers["x-request-id"]).toBe(id);
    for (const [name, value] of Object.entries(API_HOST_HEADERS)) expect(refusal.headers[name]).toBe(value);
    expect(body(refusal)).toMatchObject({ error: "method_not_allowed" });
  });

  it("refuses malformed percent-encoding as bad input: a problem document on the web host, plain on the API host", () => {
    const web = guardRequest(request("GET", "/api/network/profile?domain=%G1"))!;
    expect(web.status).toBe(400);
    expect(body(web)).toMatchObject({ code: "invalid_request", errors: [{ in: "query", name: "domain" }] });
    const api = guardRequest(request("GET", "/public/trust/%E0", [["Host", API]]))!;
    expect(api.status).toBe(400);
    expect(body(api)).toMatchObject({ error: "bad_request", errors: [{ in: "path" }] });
  });

  it("refuses repeated Authorization and DPoP headers, the latter with a DPoP challenge", () => {
    const auth = guardRequest(
      request("GET", "/api/network/profile", [
        ["Authorization", "Bearer a"],
        ["authorization", "Bearer b"],
      ]),
    )!;
    expect(auth.status).toBe(400);
    expect(body(auth).errors).toEqual([{ in: "header", name: "Authorization", message: "Repeated header." }]);
    const dpop = guardRequest(
      request("GET", "/public/trust/acme", [
        ["Host", API],
        ["DPoP", "a"],
        ["DPoP", "b"],
      ]),
    )!;
    expect(dpop.status).toBe(401);
    expect(body(dpop).error).toBe("invalid_dpop_proof");
    expect(dpop.headers["www-authenticate"]).toMatch(/^DPoP algs="[^"]+", error="invalid_dpop_proof"/);
  });

  it("rewrites absolute form for one of our hosts to origin form, and refuses it for any other host", () => {
    const ours = request("GET", `http://${API}/public/trust/acme?x=1`);
    expect(guardRequest(ours)).toBeNull();
    expect(ours.url).toBe("/public/trust/acme?x=1");
    expect(ours.headers.host).toBe(API);
    const other = guardRequest(request("GET", "http://elsewhere.example/api/network/profile"))!;
    expect(other.status).toBe(400);
    expect(body(other).errors).toEqual([expect.objectContaining({ name: "(request-target)" })]);
  });
});

describe("parser refusals", () => {
  it("are raw HTTP/1.1 answers that close the connection: 431 for oversized headers, 400 otherwise", () => {
    const big = parserRefusal("HPE_HEADER_OVERFLOW", Buffer.from("GET / HTTP/1.1\r\n"));
    expect(big).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(big).toMatch(/\r\nconnection: close\r\n/);
    const [, payload] = big.split("\r\n\r\n");
    expect(JSON.parse(payload!)).toMatchObject({ error: "headers_too_large" });
    expect(big).toContain(`content-length: ${Buffer.byteLength(payload!)}`);
    expect(parserRefusal("HPE_INVALID_METHOD", Buffer.from("POST /x HTTP/1.1\r\n"))).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  });

  it("send no body to a HEAD request or a packet that starts mid-request", () => {
    expect(
      parserRefusal("HPE_HEADER_OVERFLOW", Buffer.from("HEAD / HTTP/1.1\r\n")).endsWith("content-length: 0\r\nconnection: close\r\n\r\n"),
    ).toBe(true);
    expect(
      parserRefusal("HPE_INVALID_HEADER_TOKEN", Buffer.from("ding: value\r\n")).endsWith("content-length: 0\r\nconnection: close\r\n\r\n"),
    ).toBe(true);
  });
});
