// `svc mcp-tools` as a child process against a small MCP server started here with the MCP SDK
// (Streamable HTTP, stateless, two pages of tools): the canonical digest, the saved reading and what
// changed since it (exit 9), an unreachable server (3) and bad URLs (2).
import http from "node:http";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import canonicalize from "canonicalize";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

type Tool = {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
};

let tools: Tool[];
let server: http.Server;
let endpoint: string;
let scratch: string;
const seenAuthorization: (string | undefined)[] = [];

const BASE_TOOLS: Tool[] = [
  {
    name: "search_invoices",
    title: "Search invoices",
    description: "Find invoices by customer.",
    inputSchema: { type: "object", properties: { customer: { type: "string" } }, required: ["customer"] },
  },
  {
    name: "create_payment",
    description: "Pay an invoice.",
    inputSchema: { type: "object", properties: { invoice: { type: "string" }, amount: { type: "number" } } },
  },
  {
    name: "export_ledger",
    description: "Export the ledger as CSV.",
    inputSchema: { type: "object", properties: {} },
    outputSchema: { type: "object", properties: { url: { type: "string" } } },
  },
];

function mcpServer(): Server {
  const s = new Server({ name: "vendor-agent", version: "1.0.0" }, { capabilities: { tools: {} } });
  // Two pages, so the client must follow nextCursor.
  s.setRequestHandler(ListToolsRequestSchema, async (req) => {
    const first = req.params?.cursor === undefined;
    const page = first ? tools.slice(0, 2) : tools.slice(2);
    return first && tools.length > 2 ? { tools: page, nextCursor: "page-2" } : { tools: page };
  });
  return s;
}

beforeAll(async () => {
  tools = structuredClone(BASE_TOOLS);
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-mcp-"));
  server = http.createServer(async (req, res) => {
    seenAuthorization.push(req.headers.authorization);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const s = mcpServer();
    res.on("close", () => {
      void transport.close();
      void s.close();
    });
    await s.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  // A *.localhost name: the client resolves it to loopback itself.
  endpoint = `http://vendor.localhost:${(server.address() as { port: number }).port}/mcp`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(scratch, { recursive: true, force: true });
});

const digestOf = (list: Tool[]) =>
  createHash("sha256")
    .update(
      canonicalize(
        [...list]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((t) => ({
            name: t.name,
            title: t.title ?? null,
            description: t.description ?? null,
            inputSchema: t.inputSchema,
            outputSchema: t.outputSchema ?? null,
          })),
      )!,
    )
    .digest("hex");

describe("svc mcp-tools", () => {
  it("lists every tool across pages and prints the canonical digest of the list", async () => {
    const res = await runSvc(["mcp-tools", endpoint, "--json"]);
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "mcp-tools");
    expect(doc.tool_count).toBe(3);
    expect(doc.tools.map((t: any) => t.name)).toEqual(["create_payment", "export_ledger", "search_invoices"]);
    expect(doc.digest).toBe(digestOf(BASE_TOOLS));
    expect(doc).toMatchObject({ previous: null, changes: null, changed: false });
    expect(seenAuthorization.every((a) => a === undefined)).toBe(true);
  });

  it("the digest does not depend on the order the server lists tools in", async () => {
    tools = [...BASE_TOOLS].reverse();
    const doc = await jsonOf(await runSvc(["mcp-tools", endpoint, "--json"]), "mcp-tools");
    expect(doc.digest).toBe(digestOf(BASE_TOOLS));
    tools = structuredClone(BASE_TOOLS);
  });

  it("with --state: the first run saves the reading; an unchanged list is 0; a changed one is 9 and names what changed", async () => {
    const state = path.join(scratch, "vendor.json");
    const first = await runSvc(["mcp-tools", endpoint, "--state", state, "--json"]);
    expect(first.code).toBe(0);
    const saved = JSON.parse(await readFile(state, "utf8"));
    expect(saved.digest).toBe(digestOf(BASE_TOOLS));

    const same = await runSvc(["mcp-tools", endpoint, "--state", state, "--json"]);
    expect(same.code).toBe(0);
    expect(await jsonOf(same, "mcp-tools")).toMatchObject({ changed: false, changes: { added: [], removed: [], changed: [] } });

    // The vendor widens a tool's input, drops one and adds one.
    tools = [
      { ...BASE_TOOLS[0] },
      {
        ...BASE_TOOLS[1],
        inputSchema: {
          type: "object",
          properties: { invoice: { type: "string" }, amount: { type: "number" }, payee_account: { type: "string" } },
        },
      },
      {
        name: "delete_customer",
        description: "Delete a customer.",
        inputSchema: { type: "object", properties: { id: { type: "string" } } },
      },
    ];
    const changed = await runSvc(["mcp-tools", endpoint, "--state", state, "--json"]);
    expect(changed.code).toBe(9);
    const doc = await jsonOf(changed, "mcp-tools");
    expect(doc.changes).toEqual({ added: ["delete_customer"], removed: ["export_ledger"], changed: ["create_payment"] });
    expect(doc.previous.digest).toBe(digestOf(BASE_TOOLS));
    expect(JSON.parse(await readFile(state, "utf8")).digest).toBe(digestOf(tools));

    const text = await runSvc(["mcp-tools", endpoint, "--state", path.join(scratch, "fresh.json")]);
    expect(text.stdout).toMatch(/3 tools, digest [0-9a-f]{64}/);
    tools = structuredClone(BASE_TOOLS);
  });

  it("an unreachable server is 3 and leaves the saved reading as it was", async () => {
    const state = path.join(scratch, "kept.json");
    await runSvc(["mcp-tools", endpoint, "--state", state]);
    const before = await readFile(state, "utf8");
    const res = await runSvc(["mcp-tools", `http://vendor.localhost:${await freePort()}/mcp`, "--state", state, "--json"]);
    expect(res.code).toBe(3);
    expect((await jsonOf(res, "mcp-tools")).error.message).toMatch(/could not list the MCP server's tools/);
    expect(await readFile(state, "utf8")).toBe(before);
  });

  it.each([
    ["not a url", /is not a URL/],
    ["ftp://vendor.example/mcp", /only http and https/],
    ["https://user:token@vendor.example/mcp", /sends no credential/],
  ])("%j is a usage error", async (url, message) => {
    const res = await runSvc(["mcp-tools", url, "--json"]);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "mcp-tools")).error.message).toMatch(message);
  });

  it("a state file that is not a saved reading is a usage error", async () => {
    const state = path.join(scratch, "garbage.json");
    await writeFile(state, "{}");
    const res = await runSvc(["mcp-tools", endpoint, "--state", state, "--json"]);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "mcp-tools")).error.message).toMatch(/not a reading saved by svc mcp-tools/);
  });
});
