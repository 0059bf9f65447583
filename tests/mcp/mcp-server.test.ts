// The MCP server driven by the MCP SDK's own Client + StreamableHTTPClientTransport against a served
// instance: every protocol version, every list, every tool for the fixture companies, each
// structuredContent checked with ajv against the outputSchema the server lists; then the HTTP-level
// refusals (batch, GET, DELETE, malformed JSON, unknown tool) and a stopped database.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { currentDbHolder, installDb, prismaOnPostgres } from "@/lib/platform/db/client";
import { correctStatement } from "@/lib/statement-log/correct-statement";
import { integrateAll } from "@/lib/statement-log/integrate";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { connectMcp, expectMatchesOutputSchema, rpc, toolCall, type Connected } from "@/tests/mcp/mcp-client";

let app: TestApp;
let mcp: Connected;
let tools: Map<string, Tool>;

beforeAll(async () => {
  app = await startApp();
  mcp = await connectMcp(app.apiUrl);
  tools = new Map((await mcp.client.listTools()).tools.map((t) => [t.name, t]));
});
afterAll(async () => {
  await mcp?.close();
  await app?.stop();
});

/** Calls a tool with the SDK client and checks its structuredContent against the listed outputSchema. */
async function call(name: string, args: Record<string, unknown>, client = mcp.client) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const tool = tools.get(name)!;
  expect(tool.outputSchema).toBeDefined();
  expectMatchesOutputSchema(tool.outputSchema!, result);
  const s = result.structuredContent as Record<string, any>;
  const text = (result.content[0] as { type: "text"; text: string }).text;
  expect(text).toContain(s.summary);
  return { result, s, text };
}

const COMPANY_TOOLS = ["svc_public_trust_profile", "svc_ai_data_use_disclosures"];

describe("handshake and lists", () => {
  it.each(["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])(
    "initializes under protocol version %s and lists tools, resources and prompts",
    async (version) => {
      const c = await connectMcp(app.apiUrl, { protocolVersion: version });
      try {
        expect(c.client.getServerVersion()).toMatchObject({ name: "public-trust-network", version: "1.0.0" });
        expect(c.client.getInstructions()).toMatch(/never grades, rates, scores or ranks a company/);
        expect(c.client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
        const listed = await c.client.listTools();
        // Every request after initialize carried the negotiated version.
        expect(c.sentVersions.length).toBeGreaterThan(0);
        expect(new Set(c.sentVersions)).toEqual(new Set([version]));
        expect(listed.tools.map((t) => t.name).sort()).toEqual([
          "svc_ai_data_use_disclosures",
          "svc_ask",
          "svc_compare_companies",
          "svc_my_company_record",
          "svc_outside_in_read",
          "svc_public_trust_profile",
          "svc_search_companies",
          "svc_verify",
        ]);
        expect((await c.client.listResources()).resources.map((r) => r.uri)).toEqual([
          "svc://methodology",
          "svc://provenance-labels",
          "svc://verify-a-vendor",
          "svc://what-a-call-sends",
        ]);
        expect((await c.client.listPrompts()).prompts.map((p) => p.name)).toEqual([
          "vendor_trust_check",
          "verify_trust_token",
          "before_you_trust",
        ]);
      } finally {
        await c.close();
      }
    },
  );

  it("an initialize naming an unknown version is answered with the newest the server speaks", async () => {
    const res = await rpc(app.api, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "1999-01-01", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.protocolVersion).toBe("2025-11-25");
  });

  it("every tool is read-only with generated input and output schemas; only the live read leaves the service", () => {
    for (const t of tools.values()) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: t.name === "svc_outside_in_read" });
      expect(t.inputSchema.type).toBe("object");
      expect(t.outputSchema).toMatchObject({
        type: "object",
        required: expect.arrayContaining(["status", "provenance", "subject", "summary"]),
      });
    }
    expect(tools.get("svc_public_trust_profile")!.inputSchema).toMatchObject({ required: ["company"] });
    expect(tools.get("svc_compare_companies")!._meta).toEqual({ "svc/cost_units": 4 });
  });
});

describe("svc_public_trust_profile", () => {
  it("lumen-analytics: found, the canonical record with the same version and digest, its contested fact as two accounts", async () => {
    const canonical = await app.web.get("/api/network/profile?q=lumen-analytics");
    const { s, text } = await call("svc_public_trust_profile", { company: "lumen-analytics" });
    expect(s).toMatchObject({ status: "found", provenance: "mixed", subject: "lumen-analytics" });
    expect(s.record.record).toEqual(canonical.body.record);
    expect(s.record.facts).toEqual(canonical.body.facts);
    expect(s.record.witnessStatement).toEqual(canonical.body.witnessStatement);
    const security = s.sections.find((x: any) => x.category === "security");
    expect(security.state).toBe("contested");
    const retention = security.facts.find((f: any) => f.key === "data-retention");
    expect(retention).toMatchObject({
      state: "contested",
      accounts: [
        { origin: "company-declared", value: "30 days" },
        { origin: "public-source", value: "90 days" },
      ],
    });
    const hosting = s.sections.find((x: any) => x.category === "infrastructure").facts.find((f: any) => f.key === "hosting");
    expect(hosting).toMatchObject({ state: "agreed", origins: ["company-declared", "witnessed"] });
    expect(s.summary).toContain(`record version ${canonical.body.record.version} (digest ${canonical.body.record.digest}`);
    expect(text).toMatch(/company-declared says "30 days"; public-source says "90 days"/);
    expect(s.links.record).toBe(`${app.baseUrl}/api/network/profile?q=lumen-analytics`);
    // The boundary holds here too: no score anywhere in the answer.
    expect(JSON.stringify(s)).not.toMatch(/"(score|rating|rank|grade)"/);
  });

  it("a domain or a URL names the same company", async () => {
    const { s } = await call("svc_public_trust_profile", { company: "https://www.lumen-analytics.example/about" });
    expect(s).toMatchObject({ status: "found", subject: "lumen-analytics" });
  });

  it.each([
    ["quietline", "withheld", "withheld_by_owner", /chosen not to publish/],
    ["harbor-labs", "unclaimed", "honest_absence", /Nobody has claimed/],
    ["nobody-here.example", "not_listed", "honest_absence", /not a finding about the company/],
    ["anything.invalid", "not_listed", "honest_absence", /no profile/],
  ])("%s: %s (%s), never a record", async (company, status, provenance, summary) => {
    for (const name of COMPANY_TOOLS) {
      const { s, result } = await call(name, { company });
      expect(s).toMatchObject({ status, provenance });
      expect(s.summary).toMatch(summary);
      expect(result.isError).toBeUndefined();
      expect(s.links).toBeNull();
    }
  });

  it("an empty or overlong company is invalid_input naming the argument, as a tool error", async () => {
    for (const company of ["", "   ", "x".repeat(254)]) {
      const { s, result } = await call("svc_public_trust_profile", { company });
      expect(result.isError).toBe(true);
      expect(s).toMatchObject({ status: "invalid_input", provenance: "service", record: null, sections: [] });
      expect(s.summary).toMatch(/`company`/);
    }
    const { s } = await call("svc_public_trust_profile", {});
    expect(s).toMatchObject({ status: "invalid_input", subject: null });
    expect(s.summary).toMatch(/`company`/);
  });
});

describe("svc_ai_data_use_disclosures", () => {
  it("lumen-analytics: each row is the company's own declaration; a contested row carries the other account", async () => {
    const { s } = await call("svc_ai_data_use_disclosures", { company: "lumen-analytics.example" });
    expect(s).toMatchObject({ status: "found", provenance: "company-declared", subject: "lumen-analytics" });
    for (const row of s.rows) {
      expect(row.origin).toBe("company-declared");
      expect(row.declaration).toMatch(/^Declared by Lumen Analytics/);
    }
    const keys = s.rows.filter((r: any) => r.kind === "fact").map((r: any) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(["training-on-customer-data", "model-providers", "dpa", "data-retention", "data-residency"]),
    );
    // Witnessed and public-source rows are not the company's declarations.
    expect(keys).not.toContain("ai-disclosure");
    expect(keys).not.toContain("subprocessors");
    expect(s.rows.find((r: any) => r.key === "training-on-customer-data").value).toBe("Customer data is not used to train models");
    expect(s.rows.find((r: any) => r.key === "data-retention")).toMatchObject({
      value: "30 days",
      otherAccounts: [{ origin: "public-source", value: "90 days" }],
    });
    expect(s.rows.filter((r: any) => r.kind === "ai_system").map((r: any) => r.label)).toEqual([
      "Lumen Candidate Match",
      "Lumen Event Corpus",
      "Lumen Forecast",
      "Lumen Ops Agent",
    ]);
  });
});

describe("svc_search_companies", () => {
  it("finds by name, domain or tagline, and by industry", async () => {
    const byName = await call("svc_search_companies", { query: "lumen" });
    expect(byName.s.status).toBe("found");
    expect(byName.s.results[0]).toMatchObject({
      slug: "lumen-analytics",
      matchedOn: "text",
      page: `${app.baseUrl}/network/company/lumen-analytics`,
    });
    const industries = byName.s.results[0].industries as string[];
    const byIndustry = await call("svc_search_companies", { query: industries[0].toLowerCase() });
    expect(byIndustry.s.results.some((r: any) => r.slug === "lumen-analytics")).toBe(true);
    expect(
      byIndustry.s.results.every(
        (r: any) => r.industries.some((i: string) => i.toLowerCase() === industries[0].toLowerCase()) || r.matchedOn === "text",
      ),
    ).toBe(true);
  });

  it("private and unclaimed companies are never listed; no match is not_listed", async () => {
    expect((await call("svc_search_companies", { query: "quietline" })).s.results).toEqual([]);
    expect((await call("svc_search_companies", { query: "harbor" })).s.results.map((r: any) => r.slug)).not.toContain("harbor-labs");
    const none = await call("svc_search_companies", { query: "zzqx nothing matches" });
    expect(none.s).toMatchObject({ status: "not_listed", provenance: "service", results: [], total: 0 });
    const bad = await call("svc_search_companies", { query: "a b c d e f g h i" });
    expect(bad.s.status).toBe("invalid_input");
    expect(bad.s.summary).toMatch(/`query`: at most 8 words/);
  });
});

describe("svc_compare_companies", () => {
  it("two companies section by section, from an array or a comma-separated string", async () => {
    const api = await app.web.get("/api/compare?handles=lumen-analytics,kestrel-security");
    for (const companies of [["lumen-analytics", "kestrel-security"], "lumen-analytics,kestrel-security"]) {
      const { s } = await call("svc_compare_companies", { companies });
      expect(s.status).toBe("found");
      expect(s.compared.map((c: any) => c.handle)).toEqual(["lumen-analytics", "kestrel-security"]);
      expect(s.comparison.rows).toEqual(api.body.comparison.rows);
      const retention = s.comparison.rows.find((r: any) => r.key === "security.data-retention");
      expect(retention.cells[0]).toMatchObject({
        state: "contested",
        accounts: [{ origin: "company-declared" }, { origin: "public-source" }],
      });
    }
  });

  it("an unknown company is listed as unavailable; none known is not_listed; one or five is invalid_input", async () => {
    const partly = await call("svc_compare_companies", { companies: ["lumen-analytics", "nobody-here.example"] });
    expect(partly.s).toMatchObject({ status: "found", unavailable: ["nobody-here.example"] });
    const none = await call("svc_compare_companies", { companies: ["quietline", "harbor-labs"] });
    expect(none.s).toMatchObject({ status: "not_listed", comparison: null, unavailable: ["quietline", "harbor-labs"] });
    for (const companies of [["lumen-analytics"], ["a", "b", "c", "d", "e"], ["lumen-analytics", "bad handle!"]]) {
      const { s, result } = await call("svc_compare_companies", { companies });
      expect(result.isError).toBe(true);
      expect(s.status).toBe("invalid_input");
      expect(s.summary).toMatch(/`companies/);
    }
  });
});

describe("svc_verify", () => {
  /** The base64url JSON body of a token, changed by `edit`, re-encoded. */
  const reencode = (token: string, edit: (body: any) => void) => {
    const body = JSON.parse(Buffer.from(token.slice("tlt1.".length), "base64url").toString("utf8"));
    edit(body);
    return `tlt1.${Buffer.from(JSON.stringify(body), "utf8").toString("base64url")}`;
  };

  it(
    "a token from the profile read is valid; an altered signature, an " +
      "altered proof or a non-token is invalid; a correction makes it superseded",
    async () => {
      await integrateAll(app.db);
      const log = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
      expect(log.status).toBe("included");
      const valid = await call("svc_verify", { token: log.token });
      expect(valid.s).toMatchObject({
        status: "valid",
        provenance: "witnessed",
        subject: "lumen-analytics",
        outcome: "valid",
        correction: null,
      });
      expect(valid.s.log).toMatchObject({ index: log.index, size: log.checkpoint.size, root_hash: log.checkpoint.root_hash });
      expect(valid.s.keyId).toMatch(/\S/);
      expect(valid.result.isError).toBeUndefined();

      const badSignature = reencode(log.token, (b) => {
        const sig: string = b.statement.signature;
        const i = sig.length - 4;
        b.statement.signature = sig.slice(0, i) + (sig[i] === "A" ? "B" : "A") + sig.slice(i + 1);
      });
      expect((await call("svc_verify", { token: badSignature })).s).toMatchObject({
        status: "invalid",
        provenance: "service",
        outcome: "invalid_signature",
      });
      const badProof = reencode(log.token, (b) => {
        b.log.index = b.log.index + 1;
      });
      expect((await call("svc_verify", { token: badProof })).s).toMatchObject({ status: "invalid", outcome: "not_included" });
      const notAToken = await call("svc_verify", { token: "eyJhbGciOiJIUzI1NiJ9.e30.x" });
      expect(notAToken.s).toMatchObject({ status: "invalid", outcome: "malformed", subject: null });
      expect(notAToken.s.summary).toMatch(/tlt1\./);
      const empty = await call("svc_verify", { token: " " });
      expect(empty.s).toMatchObject({ status: "invalid_input", outcome: null });
      expect(empty.s.summary).toMatch(/`token`/);

      await correctStatement(app.db, { index: log.index, action: "withdraw", reason: "A test withdraws the statement." });
      await integrateAll(app.db);
      const corrected = (await app.web.get("/api/network/profile?q=lumen-analytics")).body.witnessLog;
      const superseded = await call("svc_verify", { token: corrected.token });
      expect(superseded.s).toMatchObject({
        status: "superseded",
        provenance: "witnessed",
        outcome: "superseded",
        correction: { action: "withdraw", reason: "A test withdraws the statement." },
      });
    },
  );
});

describe("svc_ask", () => {
  it("answers from the knowledge base with its source, or says it is not there", async () => {
    const cadence = await call("svc_ask", { question: "How often do you read a company?" });
    expect(cadence.s).toMatchObject({
      status: "answered",
      provenance: "service",
      source: { entry: "cadence", resource: "svc://methodology" },
    });
    expect(cadence.s.answer).toMatch(/Cadence PT1H/);
    const verify = await call("svc_ask", { question: "How do I verify a witness statement signature?" });
    expect(verify.s.source.entry).toBe("verify");
    const score = await call("svc_ask", { question: "What score does Lumen get?" });
    expect(score.s.source.entry).toBe("boundary");
    expect(score.s.answer).toMatch(/never grades, rates, scores or ranks/);
    const off = await call("svc_ask", { question: "What is the capital of France?" });
    expect(off.s).toMatchObject({ status: "not_in_knowledge_base", provenance: "honest_absence", answer: null, source: null });
    expect(off.s.summary).toMatch(/^Not in the knowledge base\. .*Nothing was invented/);
  });
});

describe("resources and prompts", () => {
  it("each resource is Markdown from the same texts as the pages", async () => {
    const read = async (uri: string) => {
      const r = await mcp.client.readResource({ uri });
      expect(r.contents[0]).toMatchObject({ uri, mimeType: "text/markdown" });
      return (r.contents[0] as { text: string }).text;
    };
    const methodologyPage = await app.web.get("/methodology.md");
    expect(await read("svc://methodology")).toBe(methodologyPage.text);
    const labels = await read("svc://provenance-labels");
    for (const word of [
      "`found`",
      "`not_listed`",
      "`withheld`",
      "`unclaimed`",
      "`unavailable`",
      "`invalid_input`",
      "`withheld_by_owner`",
      "`honest_absence`",
      "`company-declared`",
    ])
      expect(labels).toContain(word);
    expect(await read("svc://verify-a-vendor")).toContain(`curl -s ${app.apiUrl}/public/keys > keys.json`);
    const sends = await read("svc://what-a-call-sends");
    expect(sends).toMatch(/\| `svc_compare_companies` \| Compare companies \| no: answered from the service's own store \| 4 \|/);
    expect(sends).toContain("300 units per 60 seconds");
    await expect(mcp.client.readResource({ uri: "svc://nothing" })).rejects.toThrow(/Unknown resource: svc:\/\/nothing/);
  });

  it("prompts take their arguments and refuse a missing one", async () => {
    const p = await mcp.client.getPrompt({ name: "vendor_trust_check", arguments: { company: "lumen-analytics" } });
    expect((p.messages[0].content as { text: string }).text).toMatch(/Call svc_public_trust_profile with company "lumen-analytics"/);
    const b = await mcp.client.getPrompt({
      name: "before_you_trust",
      arguments: { company: "kestrel-security", use_case: "payroll data" },
    });
    expect((b.messages[0].content as { text: string }).text).toMatch(/^Before relying on kestrel-security for payroll data/);
    await expect(mcp.client.getPrompt({ name: "verify_trust_token", arguments: {} })).rejects.toThrow(/needs the argument `company`/);
    await expect(mcp.client.getPrompt({ name: "nope", arguments: {} })).rejects.toThrow(/Unknown prompt/);
  });
});

describe("refusals are JSON-RPC errors, never a 5xx", () => {
  it("an unknown tool is a JSON-RPC error naming it", async () => {
    await expect(mcp.client.callTool({ name: "svc_grade_company", arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/Unknown tool: svc_grade_company/),
    });
    const raw = await rpc(app.api, toolCall("svc_grade_company", {}, 7));
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602 } });
  });

  it("a batch is refused with -32600", async () => {
    const res = await rpc(app.api, [toolCall("svc_ask", { question: "limits?" }, 1), toolCall("svc_ask", { question: "keys?" }, 2)]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: expect.stringMatching(/Batch requests are not supported/), data: { error: "invalid_request" } },
    });
  });

  it("a malformed body is -32700; a message that is not JSON-RPC 2.0 is -32600", async () => {
    const res = await rpc(app.api, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, data: { error: "bad_json", retryable: false, next_action: "fix_request" } },
    });
    const notRpc = await rpc(app.api, { id: 3, method: "tools/list" });
    expect(notRpc.status).toBe(400);
    expect(notRpc.body).toMatchObject({ id: 3, error: { code: -32600 } });
  });

  it("GET and DELETE are 405 with a JSON-RPC error and Allow: POST", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await app.api.request(method, "/public/mcp", { headers: { accept: "application/json, text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.body).toMatchObject({
        jsonrpc: "2.0",
        error: {
          code: -32000,
          message: expect.stringMatching(new RegExp(`^Method not allowed: ${method}`)),
          data: { error: "method_not_allowed" },
        },
      });
    }
  });

  it("a body that is not JSON, too large, or without the streamable Accept is refused clearly", async () => {
    const form = await rpc(app.api, "a=b", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(form.body.error.data.error).toBe("unsupported_media_type");
    const big = await rpc(app.api, toolCall("svc_ask", { question: "x".repeat(100_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.data.error).toBe("payload_too_large");
    const accept = await rpc(app.api, toolCall("svc_ask", { question: "limits?" }), { accept: "application/json" });
    expect(accept.status).toBe(406);
    expect(accept.body.error.message).toMatch(/Not Acceptable/);
  });

  it("Idempotency-Key: a repeat replays the first answer; the key with another body is 422; a malformed key is 400", async () => {
    const key = { "idempotency-key": `mcp-${Date.now()}-replay` };
    const first = await rpc(app.api, toolCall("svc_ask", { question: "What is a contested fact?" }, 11), key);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    const again = await rpc(app.api, toolCall("svc_ask", { question: "What is a contested fact?" }, 11), key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    const other = await rpc(app.api, toolCall("svc_ask", { question: "How often?" }, 12), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ jsonrpc: "2.0", id: 12, error: { code: -32000, data: { error: "idempotency_key_reused" } } });
    const bad = await rpc(app.api, toolCall("svc_ask", { question: "How often?" }, 13), { "idempotency-key": "short" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      id: 13,
      error: { data: { error: "bad_request" }, message: expect.stringMatching(/Idempotency-Key must be 8 to 255/) },
    });
  });

  it("the API host answers on the web host with a 404 naming the API host", async () => {
    const res = await app.web.post("/public/mcp", toolCall("svc_ask", { question: "limits?" }));
    expect(res.status).toBe(404);
    expect(res.body.message).toContain(app.apiUrl);
  });
});

describe("a stopped database", () => {
  it("every company tool answers unavailable, never not_listed; svc_ask still answers", async () => {
    const own = currentDbHolder();
    const dead = prismaOnPostgres("postgresql://svc@127.0.0.1:1/unreachable");
    installDb({ kind: "postgres", client: Promise.resolve(dead), close: () => dead.$disconnect() });
    try {
      const calls: [string, Record<string, unknown>][] = [
        ["svc_public_trust_profile", { company: "lumen-analytics" }],
        ["svc_public_trust_profile", { company: "nobody-here.example" }],
        ["svc_public_trust_profile", { company: "quietline" }],
        ["svc_ai_data_use_disclosures", { company: "lumen-analytics" }],
        ["svc_search_companies", { query: "lumen" }],
        ["svc_compare_companies", { companies: ["lumen-analytics", "kestrel-security"] }],
      ];
      for (const [name, args] of calls) {
        const { s, result } = await call(name, args);
        expect(result.isError).toBe(true);
        expect(s).toMatchObject({ status: "unavailable", provenance: "service" });
        expect(s.summary).toMatch(/says nothing about the company/);
      }
      expect((await call("svc_ask", { question: "what is a contested fact?" })).s.status).toBe("answered");
    } finally {
      installDb(own);
      await dead.$disconnect();
    }
    expect((await call("svc_public_trust_profile", { company: "lumen-analytics" })).s.status).toBe("found");
  });
});

describe("discovery", () => {
  const TOOL_NAMES = [
    "svc_public_trust_profile",
    "svc_outside_in_read",
    "svc_search_companies",
    "svc_compare_companies",
    "svc_ai_data_use_disclosures",
    "svc_verify",
    "svc_ask",
    "svc_my_company_record",
  ];

  it("/interfaces.json lists the endpoint as supported with the versions and tools it really has", async () => {
    const res = await app.web.get("/interfaces.json");
    const mcpEntry = res.body.interfaces.find((i: any) => i.id === "mcp");
    expect(mcpEntry).toMatchObject({
      kind: "mcp",
      status: "supported",
      host: "api",
      method: "POST",
      path: "/public/mcp",
      url: `${app.apiUrl}/public/mcp`,
      version: "2025-11-25",
    });
    expect(mcpEntry.notes).toContain("2025-06-18, 2025-03-26, 2024-11-05");
    expect(mcpEntry.notes).toContain(`Tools: ${TOOL_NAMES.join(", ")}.`);
    const routes = res.body.interfaces
      .filter((i: any) => i.path === "/public/mcp" && i.kind === "http")
      .map((i: any) => i.method)
      .sort();
    expect(routes).toEqual(["DELETE", "GET", "POST"]);
  });

  it("/llms.txt and both OpenAPI descriptions name the endpoint; the worker contract documents it", async () => {
    const llms = await app.web.get("/llms.txt");
    expect(llms.text).toContain(`\`POST ${app.apiUrl}/public/mcp\``);
    for (const name of TOOL_NAMES) expect(llms.text).toContain(`\`${name}\``);
    expect(llms.text).toContain(`${app.baseUrl}/mcp.md`);
    const web = await app.web.get("/openapi.json");
    expect(web.body.info.description).toContain(`POST ${app.apiUrl}/public/mcp`);
    const worker = parseYaml((await app.web.get("/openapi.yaml")).text);
    expect(worker.info.description).toContain(`MCP server (streamable HTTP, read-only tools): \`POST ${app.apiUrl}/public/mcp\``);
    expect(Object.keys(worker.paths["/public/mcp"]).sort()).toEqual(["delete", "get", "post"]);
    expect(worker.paths["/public/mcp"].post.responses["429"].headers["Retry-After"]).toMatchObject({
      description: "Seconds until the window frees units.",
    });
  });

  it("/mcp shows how to add the server to common clients; its Markdown twin says the same", async () => {
    const page = await app.web.get("/mcp");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain(`claude mcp add --transport http public-trust-network ${app.apiUrl}/public/mcp`);
    const twin = await app.web.get("/mcp.md");
    expect(twin.status).toBe(200);
    expect(twin.text).toMatch(/^# Connect an MCP client\n/);
    expect(twin.text).toContain(`"url": "${app.apiUrl}/public/mcp"`);
    expect(twin.text).toContain("| `svc_compare_companies` |");
    expect((await app.api.get("/mcp")).status).toBe(404);
  });
});

describe("the app's own database stopped (last: it stays stopped)", () => {
  it("a profile read is unavailable, never not_listed, for a known and an unknown company", async () => {
    const own = currentDbHolder();
    await own.close();
    // Stopped once for good; the harness's stop() must not stop it twice.
    installDb({ ...own, close: async () => {} });
    for (const company of ["lumen-analytics", "quietline", "nobody-here.example"]) {
      const { s } = await call("svc_public_trust_profile", { company });
      expect(s).toMatchObject({ status: "unavailable", provenance: "service", record: null });
    }
  });
});
