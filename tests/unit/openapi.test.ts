// Contract to OpenAPI without a server: credentials become security requirements (alternatives listed
// once), limits the x-rate-limit extension, and only the schemes in use are defined.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { defineRoute } from "@/lib/http/contract";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-openapi-document";

const info = { title: "t", version: "1", description: "d", serverUrl: "http://api.localhost:3000" };

describe("contract to OpenAPI", () => {
  const evidence = defineRoute({
    operationId: "post",
    host: "api",
    method: "POST",
    path: "/v1/thing/{id}",
    summary: "s",
    tags: ["T"],
    status: "supported",
    auth: ["workspace-key", "scoped-token", "ingest-key"],
    scopedOperation: "evidence.webhook",
    rateLimit: { policy: ["compare"], key: "token" },
    params: z.object({ id: z.string() }),
    body: z.object({ n: z.number() }),
    responses: { 201: { description: "made" } },
    errors: ["unauthorized", "rate_limited"],
  });
  const open = defineRoute({
    operationId: "get",
    host: "api",
    method: "GET",
    path: "/v1/open",
    summary: "s",
    tags: ["T"],
    status: "supported",
    auth: "none",
    responses: { 200: { description: "ok" } },
  });
  const doc = buildOpenApiDocument([evidence, open], info) as any;

  it("writes the credentials as security alternatives and the limit as x-rate-limit", () => {
    const op = doc.paths["/v1/thing/{id}"].post;
    expect(op.security).toEqual([{ dpop: [] }, { bearer: [] }]);
    expect(op["x-rate-limit"]).toEqual({
      key: "token",
      policies: [
        {
          name: "compare",
          windows: [
            { limit: 20, seconds: 60 },
            { limit: 200, seconds: 3600 },
          ],
          retry_after: false,
        },
      ],
    });
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["201", "401", "429"]));
    expect(op.parameters).toEqual([expect.objectContaining({ in: "path", name: "id", required: true })]);
  });

  it("leaves an open route without security or limit, and defines only the schemes used", () => {
    expect(doc.paths["/v1/open"].get.security).toEqual([]);
    expect(doc.paths["/v1/open"].get["x-rate-limit"]).toBeUndefined();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearer", "dpop"]);
  });
});
