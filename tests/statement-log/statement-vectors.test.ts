// The witness statement vectors (tests/vectors/witness-statements.json) through every consumer of the
// one verifier: the library (lib/verifier/check.ts), `svc verify --statement --offline` (every case through
// the command's code, one case of each outcome as a child process with the network cut), MCP `svc_verify`
// with `check`, and the /verify page (its form posted without JavaScript). Each must reach every case's
// expected outcome and flags; the test fails if any consumer disagrees on any vector. The file equals
// a fresh generation byte for byte and is served at {api_url}/public/witness/vectors.json with its digest.
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { StatementCheckSchema } from "@/lib/schemas/verifier";
import { checkStatement } from "@/lib/verifier/check";
import type { VerifierKey } from "@/lib/witness-record/verify-statement";
import { runVerify } from "@/lib/transports/cli/commands/verify";
import { VERIFY_OUTCOME_EXIT } from "@/lib/transports/cli/verify-outcome-exit";
import { VERIFY_OUTCOMES } from "@/lib/vocabulary/verify-outcomes";
import { startApp, type TestApp } from "@/tests/helpers/app";
import { ROOT } from "@/tests/helpers/cli";
import { documentOf, jsonOf, runSvc } from "@/tests/helpers/svc";
import { submitVerifyForm, verifyFormFields } from "@/tests/helpers/verify-page";
import { connectMcp, expectMatchesOutputSchema, type Connected } from "@/tests/mcp/mcp-client";
import { STATEMENT_VECTORS_TEXT } from "@/tests/vectors/generate-statements";

vi.setConfig({ testTimeout: 600_000 });

const FILE = path.join(ROOT, "tests/vectors/witness-statements.json");
const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");

interface VectorCase {
  name: string;
  expected: string;
  flags: string[];
  input: Record<string, unknown>;
}
let text: string;
let file: { keys: VerifierKey[]; cases: VectorCase[] };
let app: TestApp;
let mcp: Connected;
let scratch: string;

beforeAll(async () => {
  text = await readFile(FILE, "utf8");
  file = JSON.parse(text);
  app = await startApp();
  mcp = await connectMcp(app.apiUrl);
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-statement-vectors-"));
});
afterAll(async () => {
  await mcp?.close();
  await app?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const outcome = (r: { outcome: string; flags: string[] }) => ({ outcome: r.outcome, flags: r.flags });

describe("the statement vector file", () => {
  it("equals a fresh generation byte for byte, holds at least 40 cases and every statement-level outcome", () => {
    expect(text).toBe(STATEMENT_VECTORS_TEXT);
    expect(file.cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(file.cases.map((c) => c.name)).size).toBe(file.cases.length);
    const logLevel = ["not_included", "insufficient_witnesses"];
    expect(new Set(file.cases.map((c) => c.expected))).toEqual(new Set(VERIFY_OUTCOMES.filter((o) => !logLevel.includes(o))));
  });

  it("is served at {api_url}/public/witness/vectors.json as its exact bytes, with its SHA-256 in Repr-Digest", async () => {
    const res = await app.api.get("/public/witness/vectors.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.text).toBe(text);
    expect(res.headers.get("repr-digest")).toBe(`sha-256=:${createHash("sha256").update(text, "utf8").digest("base64")}:`);
  });
});

describe("every consumer of the verifier agrees on every vector", () => {
  it("the library", () => {
    for (const c of file.cases) {
      const input = StatementCheckSchema.parse({ ...c.input, keys: file.keys });
      expect(outcome(checkStatement({ ...input, keys: input.keys! })), c.name).toEqual({ outcome: c.expected, flags: c.flags });
    }
  });

  it("svc verify --statement <file> --keys <file> --offline: the outcome and its exit code", async () => {
    // Every vector through the command's own code (what a run does after reading its arguments); then one
    // vector of each outcome as a real child process with sockets trapped, which must print the same document.
    const keys = path.join(scratch, "keys.json");
    await writeFile(keys, JSON.stringify({ keys: file.keys }));
    const documents = new Map<string, unknown>();
    for (const c of file.cases) {
      const input = path.join(scratch, `${c.name}.json`);
      await writeFile(input, JSON.stringify(c.input));
      const result = await runVerify(undefined, { statement: input, keys, offline: true });
      const doc = await documentOf("verify", result);
      expect(outcome(doc), c.name).toEqual({ outcome: c.expected, flags: c.flags });
      expect(result.exit, c.name).toBe(VERIFY_OUTCOME_EXIT[c.expected as keyof typeof VERIFY_OUTCOME_EXIT]);
      documents.set(c.name, doc);
    }
    const firstOfEach = [...new Map(file.cases.map((c) => [c.expected, c] as const)).values()].reverse();
    await Promise.all(
      firstOfEach.map(async (c) => {
        const input = path.join(scratch, `${c.name}.json`);
        const res = await runSvc(["verify", "--statement", input, "--keys", keys, "--offline", "--json"], {
          nodeArgs: ["--require", NO_SOCKET],
        });
        expect(res.stderr, c.name).not.toMatch(/NETWORK_ATTEMPT/);
        expect(res.code, c.name).toBe(VERIFY_OUTCOME_EXIT[c.expected as keyof typeof VERIFY_OUTCOME_EXIT]);
        expect(await jsonOf(res, "verify"), c.name).toEqual(documents.get(c.name));
      }),
    );
  });

  it("MCP svc_verify with `check`", async () => {
    const tool = (await mcp.client.listTools()).tools.find((t) => t.name === "svc_verify")!;
    for (const c of file.cases) {
      const result = (await mcp.client.callTool({
        name: "svc_verify",
        arguments: { check: { ...c.input, keys: file.keys } },
      })) as CallToolResult;
      expectMatchesOutputSchema(tool.outputSchema!, result);
      const s = result.structuredContent as { outcome: string; flags: string[]; status: string };
      expect(outcome(s), c.name).toEqual({ outcome: c.expected, flags: c.flags });
      expect(s.status, c.name).toBe(c.expected === "valid" ? "valid" : c.expected === "superseded" ? "superseded" : "invalid");
    }
  });

  it("the /verify page, its form posted without JavaScript", async () => {
    const fields = await verifyFormFields(app);
    expect(fields.length).toBeGreaterThan(0);
    const pending = [...file.cases];
    const worker = async () => {
      for (let c = pending.shift(); c; c = pending.shift()) {
        const answer = await submitVerifyForm(app, fields, JSON.stringify({ ...c.input, keys: file.keys }));
        expect(answer.status, c.name).toBe(200);
        expect({ outcome: answer.outcome, flags: answer.flags }, c.name).toEqual({ outcome: c.expected, flags: c.flags });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  });

  it("svc_verify refuses a call with neither token nor check, and one with both, naming `token`", async () => {
    for (const args of [{}, { token: "tlt1.x", check: file.cases[0]!.input }]) {
      const result = (await mcp.client.callTool({ name: "svc_verify", arguments: args })) as CallToolResult;
      expect((result.structuredContent as { status: string; summary: string }).status).toBe("invalid_input");
      expect((result.structuredContent as { summary: string }).summary).toMatch(/`token`/);
    }
  });
});
