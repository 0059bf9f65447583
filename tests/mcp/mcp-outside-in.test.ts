// svc_outside_in_read against issue 14's local HTTPS world (test CA, its own DNS answers): a live read of
// a good site; a name resolving to loopback or private space is refused and nothing reaches the world;
// a second read of one domain within ten minutes sends nothing.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWorld } from "@/lib/platform/outbound/witness-network";
import { startLocalWorld, type LocalWorld } from "@/lib/witness/world/local-world";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { connectMcp, expectMatchesOutputSchema, type Connected } from "@/tests/mcp/mcp-client";

let app: TestApp;
let world: LocalWorld;
let mcp: Connected;
let tool: Tool;

beforeAll(async () => {
  app = await startApp();
  world = await startLocalWorld([
    { domain: "good.example" },
    { domain: "loopback.example", resolvesTo: ["127.0.0.1"] },
    { domain: "private.example", resolvesTo: ["10.0.0.1"] },
  ]);
  installWorld(world.description);
  mcp = await connectMcp(app.apiUrl);
  tool = (await mcp.client.listTools()).tools.find((t) => t.name === "svc_outside_in_read")!;
});
afterAll(async () => {
  installWorld(undefined);
  await mcp?.close();
  await world?.close();
  await app?.stop();
});

async function read(domain: string) {
  const result = (await mcp.client.callTool({ name: "svc_outside_in_read", arguments: { domain } })) as CallToolResult;
  expectMatchesOutputSchema(tool.outputSchema!, result);
  return result.structuredContent as Record<string, any>;
}

describe("svc_outside_in_read", () => {
  it("reads a site once; a second read within ten minutes sends nothing", async () => {
    const before = world.requests.get("good.example") ?? 0;
    const first = await read("good.example");
    expect(first).toMatchObject({ status: "read", provenance: "witnessed", subject: "good.example", cached: false });
    expect(first.checks.find((c: any) => c.check_id === "transport.https")).toMatchObject({ outcome: "passed" });
    expect(first.checks.filter((c: any) => c.check_id.startsWith("headers.")).length).toBe(5);
    const sent = (world.requests.get("good.example") ?? 0) - before;
    expect(sent).toBe(2);
    const second = await read("GOOD.example");
    expect(second).toMatchObject({ status: "read", cached: true, checks: first.checks });
    expect(second.summary).toMatch(/nothing was sent again/);
    expect((world.requests.get("good.example") ?? 0) - before).toBe(2);
  });

  it("a name resolving to loopback or private space is refused without a request", async () => {
    for (const domain of ["loopback.example", "private.example"]) {
      const s = await read(domain);
      expect(s).toMatchObject({ status: "refused", subject: domain });
      expect(s.summary).toMatch(/no request was sent/);
      expect(world.requests.get(domain) ?? 0).toBe(0);
    }
    const bad = await read("not a domain");
    expect(bad).toMatchObject({ status: "invalid_input", checks: [] });
    expect(bad.summary).toMatch(/`domain`: not a domain name/);
  });
});
