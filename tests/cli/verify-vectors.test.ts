// `svc verify --token ... --keys ... --log-key ... --offline` over every vector the statement log publishes
// (tests/vectors/trust-ledger-tokens.json): each gives its expected outcome and the documented exit code
// through the command's own code, and one vector of each outcome does the same as a child process with
// nothing sent (sockets trapped).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runVerify } from "@/lib/transports/cli/commands/verify";
import { ROOT } from "@/tests/helpers/cli";
import { documentOf, jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
const EXIT_OF: Record<string, number> = {
  valid: 0,
  invalid_signature: 8,
  unknown_key: 8,
  revoked_key: 8,
  malformed: 8,
  not_included: 9,
  superseded: 10,
};

interface Vector {
  name: string;
  description: string;
  token: string;
  expected: string;
  witness_keys?: unknown[];
  log_verifier_key?: string;
}

let vectors: { log_verifier_key: string; witness_keys: unknown[]; cases: Vector[] };
let scratch: string;
beforeAll(async () => {
  vectors = JSON.parse(await readFile(path.join(ROOT, "tests/vectors/trust-ledger-tokens.json"), "utf8"));
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-vectors-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("svc verify over the statement log's vectors", () => {
  const argsFor = (c: Vector, keys: string) => ({
    token: c.token,
    keys,
    logKey: c.log_verifier_key ?? vectors.log_verifier_key,
    offline: true,
  });
  async function keysFileFor(c: Vector): Promise<string> {
    const file = path.join(scratch, c.witness_keys ? `${c.name}.keys.json` : "keys.json");
    await writeFile(file, JSON.stringify({ keys: c.witness_keys ?? vectors.witness_keys }));
    return file;
  }
  // Every vector through the command's own code (what a run does after reading its arguments); then one
  // vector of each outcome as a real child process with sockets trapped, which must print the same document.
  const inProcess = new Map<string, { doc: Record<string, unknown>; exit: number }>();

  it("every vector gives its expected outcome and exit code, offline", async () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(30);
    for (const c of vectors.cases) {
      const result = await runVerify(undefined, argsFor(c, await keysFileFor(c)));
      const doc = await documentOf("verify", result);
      expect(doc.outcome, `${c.name}: ${c.description}: ${doc.detail}`).toBe(c.expected);
      expect(result.exit, c.name).toBe(EXIT_OF[c.expected]);
      inProcess.set(c.name, { doc, exit: result.exit });
    }
    expect(new Set(vectors.cases.map((c) => c.expected))).toEqual(new Set(Object.keys(EXIT_OF)));
  });

  it("as a child process with the network cut, one vector of each outcome prints the same document and exit code", async () => {
    const firstOfEach = [...new Map(vectors.cases.map((c) => [c.expected, c] as const)).values()].reverse();
    expect(firstOfEach.length).toBe(Object.keys(EXIT_OF).length);
    await Promise.all(
      firstOfEach.map(async (c) => {
        const a = argsFor(c, await keysFileFor(c));
        const res = await runSvc(["verify", "--token", a.token, "--keys", a.keys, "--log-key", a.logKey, "--offline", "--json"], {
          nodeArgs: ["--require", NO_SOCKET],
        });
        expect(res.stderr, c.name).not.toMatch(/NETWORK_ATTEMPT/);
        expect(res.code, c.name).toBe(EXIT_OF[c.expected]);
        expect(await jsonOf(res, "verify"), c.name).toEqual(inProcess.get(c.name)!.doc);
      }),
    );
  });

  it("--offline without the log key, or without keys, is a usage error; so is no source at all", async () => {
    const token = vectors.cases[0]!.token;
    const noKey = await runSvc(["verify", "--token", token, "--offline", "--json"], { nodeArgs: ["--require", NO_SOCKET] });
    expect(noKey.code).toBe(2);
    expect((await jsonOf(noKey, "verify")).error.message).toMatch(/--keys|--log-key/);
    const nothing = await runSvc(["verify", "--offline", "--json"]);
    expect(nothing.code).toBe(2);
    expect((await jsonOf(nothing, "verify")).error.message).toMatch(/give a domain, or one of --bundle, --token, --file/);
  });
});
