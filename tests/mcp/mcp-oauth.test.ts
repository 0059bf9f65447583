// svc_my_company_record with OAuth access tokens from the real authorization server (issue 19's code
// flow with PKCE), through the MCP SDK's own client: the workspace comes from the token only; without a
// token the tool answers authentication_required and the HTTP answer carries WWW-Authenticate naming the
// resource metadata that exists; a token for another resource, or a forged one, is a 401 JSON-RPC error.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { confirmedAccount, type Account } from "@/tests/auth/support";
import { CookieJar, discover, obtainToken, register } from "@/tests/oauth/support";
import { connectMcp, expectMatchesOutputSchema, rpc, toolCall, type Connected } from "@/tests/mcp/mcp-client";

let app: TestApp;
let mcpResource: string;

beforeAll(async () => {
  app = await startApp();
  mcpResource = `${app.apiUrl}/public/mcp`;
});
afterAll(async () => {
  await app?.stop();
});

async function tokenFor(tag: string, resource = mcpResource): Promise<{ token: string; account: Account }> {
  const as = await discover(app);
  const account = await confirmedAccount(app, tag);
  const flow = { as, client: await register(as, `${tag} agent`), jar: new CookieJar(), account };
  const { accessToken } = await obtainToken(app, flow, resource);
  return { token: accessToken, account };
}

async function myRecord(c: Connected) {
  const tool = (await c.client.listTools()).tools.find((t) => t.name === "svc_my_company_record") as Tool;
  const result = (await c.client.callTool({ name: "svc_my_company_record", arguments: {} })) as CallToolResult;
  expectMatchesOutputSchema(tool.outputSchema!, result);
  return { result, s: result.structuredContent as Record<string, any> };
}

describe("svc_my_company_record", () => {
  it("with a token: the token's own workspace and only its companies; another account sees only its own", async () => {
    const first = await tokenFor("mcp-owner");
    const other = await tokenFor("mcp-other");
    // The first account's workspace takes over quietline (claimed, private) for this test.
    await app.db.company.update({ where: { slug: "quietline" }, data: { workspaceId: first.account.workspace.id } });

    const owner = await connectMcp(app.apiUrl, { headers: { authorization: `Bearer ${first.token}` } });
    const mine = await myRecord(owner);
    expect(mine.result.isError).toBeUndefined();
    expect(mine.s).toMatchObject({
      status: "found",
      provenance: "service",
      subject: first.account.workspace.slug,
      workspace: { slug: first.account.workspace.slug },
    });
    expect(mine.s.companies).toEqual([expect.objectContaining({ slug: "quietline", publication: "private", listed: false, page: null })]);
    await owner.close();

    const stranger = await connectMcp(app.apiUrl, { headers: { authorization: `Bearer ${other.token}` } });
    const theirs = await myRecord(stranger);
    expect(theirs.s).toMatchObject({ status: "not_listed", workspace: { slug: other.account.workspace.slug }, companies: [] });
    // The public tools answer the same with a token.
    const profile = (await stranger.client.callTool({
      name: "svc_public_trust_profile",
      arguments: { company: "lumen-analytics" },
    })) as CallToolResult;
    expect((profile.structuredContent as any).status).toBe("found");
    await stranger.close();
  });

  it(
    "without a token: authentication_required naming how to get one, " + "and WWW-Authenticate with the resource metadata that is served",
    async () => {
      const anonymous = await connectMcp(app.apiUrl);
      const { result, s } = await myRecord(anonymous);
      await anonymous.close();
      expect(result.isError).toBe(true);
      expect(s).toMatchObject({ status: "authentication_required", workspace: null, companies: [] });
      expect(s.summary).toContain(`OAuth access token issued for ${mcpResource}`);
      expect(s.summary).toContain(`${app.apiUrl}/.well-known/oauth-protected-resource/public/mcp`);
      const raw = await rpc(app.api, toolCall("svc_my_company_record", {}));
      expect(raw.status).toBe(200);
      const challenge = raw.headers.get("www-authenticate");
      expect(challenge).toBe(`Bearer resource_metadata="${app.apiUrl}/.well-known/oauth-protected-resource/public/mcp"`);
      const metadata = await app.api.get("/.well-known/oauth-protected-resource/public/mcp");
      expect(metadata.status).toBe(200);
      expect(metadata.body.resource).toBe(mcpResource);
      // Public tools need no token and send no challenge.
      const ask = await rpc(app.api, toolCall("svc_ask", { question: "limits?" }));
      expect(ask.headers.get("www-authenticate")).toBeNull();
    },
  );

  it("a token for the A2A resource, or a forged one, is a 401 JSON-RPC error with its challenge", async () => {
    const a2a = await tokenFor("mcp-a2a", `${app.apiUrl}/a2a/v1`);
    for (const authorization of [`Bearer ${a2a.token}`, "Bearer not-a-token"]) {
      const res = await rpc(app.api, toolCall("svc_ask", { question: "limits?" }, 5), { authorization });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 5, error: { code: -32000, data: { error: "invalid_token" } } });
      expect(res.headers.get("www-authenticate")).toMatch(
        new RegExp(
          String.raw`^Bearer error="invalid_token", error_description="[^"]+", ` +
            String.raw`resource_metadata="http://api\.localhost:\d+/\.well-known/oauth-protected-resource/public/mcp"$`,
        ),
      );
    }
  });
});
