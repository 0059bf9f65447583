// `svc lint` as a child process on fixture trees: the documented counts (a commented-out setting counts
// as nothing, a variable as unresolved, a malformed file as invalid with exit 4), the coverage report
// and walk cap, a digest over the canonical counts, credential literals never shown, and no socket.
import { chmod, cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import canonicalize from "canonicalize";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT } from "@/tests/helpers/cli";
import { freePort } from "@/tests/helpers/free-port";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const FIXTURES = path.join(ROOT, "tests/cli/fixtures/lint");
const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
const lint = (target: string, extra: string[] = []) => runSvc(["lint", target, "--json", ...extra]);

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-lint-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const TREE_COUNTS = {
  regions: { "eu-central-1": 1, "eu-west-1": 2, "europe-west3": 1, "us-east-2": 1 },
  regions_unresolved: 1,
  storage: { encrypted: 5, not_encrypted: 1, not_stated: 2, unresolved: 1 },
  logging: 2,
  identity: 3,
  open_to_any_address: 5,
  inline_credentials: 5,
};

describe("fixture trees", () => {
  it("the full tree gives the documented counts, a digest over them and a clean coverage report (exit 0)", async () => {
    const res = await lint(path.join(FIXTURES, "tree"));
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "lint");
    expect(doc.counts).toEqual(TREE_COUNTS);
    expect(doc.facts_digest).toBe(createHash("sha256").update(canonicalize(TREE_COUNTS)!).digest("hex"));
    expect(doc.coverage).toEqual({
      read: 5,
      not_applicable: 2,
      skipped: 0,
      invalid: 0,
      unreadable: 0,
      walk_cap: 10000,
      walk_cap_reached: false,
    });
    expect(doc.files.map((f: any) => [f.path, f.kind, f.status])).toEqual([
      ["docker/Dockerfile", "dockerfile", "read"],
      ["k8s/app.yaml", "kubernetes", "read"],
      ["terraform/main.tf", "terraform", "read"],
      ["terraform/network.tf.json", "terraform_json", "read"],
      ["terraform/plan.json", "terraform_plan", "read"],
    ]);
  });

  it("credential literals are counted and never shown, in JSON or text", async () => {
    for (const args of [["--json"], []]) {
      const res = await runSvc(["lint", path.join(FIXTURES, "tree"), ...args]);
      expect(res.stdout + res.stderr).not.toMatch(/literal-do-not-print/);
    }
    const text = await runSvc(["lint", path.join(FIXTURES, "tree")]);
    expect(text.stdout).toMatch(/inline credentials: +5 \(counted, never shown\)/);
    expect(text.stdout).toMatch(/no verdict/);
  });

  it("a commented-out setting counts as nothing; a variable counts as unresolved", async () => {
    const res = await lint(path.join(FIXTURES, "commented"));
    expect(res.code).toBe(0);
    const doc = await jsonOf(res, "lint");
    expect(doc.counts.regions).toEqual({});
    expect(doc.counts.regions_unresolved).toBe(1);
    // `# encrypted = true` is a comment: the volume states nothing about encryption.
    expect(doc.counts.storage).toEqual({ encrypted: 0, not_encrypted: 0, not_stated: 1, unresolved: 0 });
  });

  it("a malformed file is invalid, the rest still counted, exit 4 (partial)", async () => {
    const res = await lint(path.join(FIXTURES, "broken"));
    expect(res.code).toBe(4);
    const doc = await jsonOf(res, "lint");
    expect(doc.coverage).toMatchObject({ read: 1, invalid: 1 });
    expect(doc.counts.storage.encrypted).toBe(1);
    const bad = doc.files.find((f: any) => f.path === "bad.tf");
    expect(bad).toMatchObject({ kind: "terraform", status: "invalid" });
    expect(bad.reason).toMatch(/bad\.tf:2/);
  });

  it("strict YAML: a duplicate key makes the manifest invalid rather than half-read", async () => {
    const dir = path.join(scratch, "dup");
    await cp(path.join(FIXTURES, "commented"), dir, { recursive: true });
    await writeFile(path.join(dir, "dup.yaml"), "apiVersion: v1\nkind: ServiceAccount\nkind: Secret\n");
    const doc = await jsonOf(await lint(dir), "lint");
    expect(doc.exit_code).toBe(4);
    expect(doc.files.find((f: any) => f.path === "dup.yaml")).toMatchObject({ status: "invalid" });
    expect(doc.counts.identity).toBe(0);
  });

  it("the digest moves when a declaration changes and stays when only a comment changes", async () => {
    const dir = path.join(scratch, "moving");
    await cp(path.join(FIXTURES, "tree"), dir, { recursive: true });
    const before = (await jsonOf(await lint(dir), "lint")).facts_digest;
    const main = path.join(dir, "terraform/main.tf");
    const source = await readFile(main, "utf8");
    await writeFile(main, `${source}\n# a new comment\n`);
    expect((await jsonOf(await lint(dir), "lint")).facts_digest).toBe(before);
    await writeFile(main, source.replace("encrypted         = false", "encrypted         = true"));
    const after = await jsonOf(await lint(dir), "lint");
    expect(after.counts.storage).toMatchObject({ encrypted: 6, not_encrypted: 0 });
    expect(after.facts_digest).not.toBe(before);
  });
});

describe("coverage report", () => {
  it("the walk cap stops the walk and says so (exit 4)", async () => {
    const res = await lint(path.join(FIXTURES, "tree"), ["--max-files", "3"]);
    expect(res.code).toBe(4);
    const doc = await jsonOf(res, "lint");
    expect(doc.coverage).toMatchObject({ walk_cap: 3, walk_cap_reached: true });
    expect(doc.coverage.read + doc.coverage.not_applicable + doc.coverage.skipped).toBe(3);
  });

  it("a symbolic link is skipped, not followed", async () => {
    const dir = path.join(scratch, "links");
    await cp(path.join(FIXTURES, "commented"), dir, { recursive: true });
    await symlink(path.join(FIXTURES, "tree"), path.join(dir, "elsewhere"));
    const doc = await jsonOf(await lint(dir), "lint");
    expect(doc.files.find((f: any) => f.path === "elsewhere")).toMatchObject({ status: "skipped", reason: "symbolic link, not followed" });
    expect(doc.counts.identity).toBe(0);
  });

  it("an unreadable file is reported as unreadable", async () => {
    const dir = path.join(scratch, "unreadable");
    await cp(path.join(FIXTURES, "commented"), dir, { recursive: true });
    const file = path.join(dir, "locked.tf");
    await writeFile(file, 'provider "aws" {}\n', { mode: 0o000 });
    await chmod(file, 0o000);
    await chmod(scratch, 0o755);
    // root reads any file, so as root the client runs as `nobody`, for whom the file is closed.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const res = await runSvc(["lint", dir, "--json"], asNobody);
    expect(res.code).toBe(4);
    const doc = await jsonOf(res, "lint");
    expect(doc.files.find((f: any) => f.path === "locked.tf")).toMatchObject({ status: "unreadable", reason: "EACCES" });
    expect(doc.coverage).toMatchObject({ read: 1, unreadable: 1 });
  });

  it("a path that does not exist and a bad --max-files are usage errors (2)", async () => {
    const missing = await lint(path.join(scratch, "nope"));
    expect(missing.code).toBe(2);
    expect((await jsonOf(missing, "lint")).error.message).toMatch(/does not exist/);
    const cap = await lint(FIXTURES, ["--max-files", "0"]);
    expect(cap.code).toBe(2);
    expect((await jsonOf(cap, "lint")).error.message).toMatch(/--max-files/);
  });
});

describe("offline", () => {
  it("lint opens no socket and resolves no name", async () => {
    const res = await runSvc(["lint", path.join(FIXTURES, "tree"), "--json"], { nodeArgs: ["--require", NO_SOCKET] });
    expect(res.stderr).not.toMatch(/NETWORK_ATTEMPT/);
    expect(res.code).toBe(0);
    expect((await jsonOf(res, "lint")).counts).toEqual(TREE_COUNTS);
  });

  it("control: the same trap does catch a command that reaches the network", async () => {
    const res = await runSvc(["check", "lumen-analytics.example", "--json"], {
      nodeArgs: ["--require", NO_SOCKET],
      env: { SVC_BASE_URL: `http://localhost:${await freePort()}` },
    });
    expect(res.stderr).toMatch(/NETWORK_ATTEMPT/);
    expect(res.code).toBe(3);
  });
});
