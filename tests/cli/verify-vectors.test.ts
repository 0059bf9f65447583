// `svc verify --token ... --keys ... --log-key ... --offline` as a child process over every vector the
// statement log publishes (tests/vectors/trust-ledger-tokens.json): each gives its expected outcome and
// the documented exit code, with nothing sent (sockets trapped).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT } from "@/tests/helpers/cli";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

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
  it("every vector gives its expected outcome and exit code, offline", async () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(30);
    const defaultKeys = path.join(scratch, "keys.json");
    await writeFile(defaultKeys, JSON.stringify({ keys: vectors.witness_keys }));
    const results: [string, string, number | null][] = [];
    // Four children at a time: the machine is shared.
    const queue = [...vectors.cases];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          let keys = defaultKeys;
          if (c.witness_keys) {
            keys = path.join(scratch, `${c.name}.keys.json`);
            await writeFile(keys, JSON.stringify({ keys: c.witness_keys }));
          }
          const args = [
            "verify",
            "--token",
            c.token,
            "--keys",
            keys,
            "--log-key",
            c.log_verifier_key ?? vectors.log_verifier_key,
            "--offline",
            "--json",
          ];
          const res = await runSvc(args, { nodeArgs: ["--require", NO_SOCKET] });
          expect(res.stderr, c.name).not.toMatch(/NETWORK_ATTEMPT/);
          const doc = await jsonOf(res, "verify");
          expect(doc.outcome, `${c.name}: ${c.description}: ${doc.detail}`).toBe(c.expected);
          results.push([c.name, doc.outcome, res.code]);
        }
      }),
    );
    for (const [name, outcome, code] of results) expect(code, name).toBe(EXIT_OF[outcome]);
    expect(new Set(results.map((r) => r[1]))).toEqual(new Set(Object.keys(EXIT_OF)));
  }, 600_000);

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
