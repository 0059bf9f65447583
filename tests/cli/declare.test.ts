// `svc declare init|sign|verify` as a child process: the company's own Ed25519 key, a document whose
// signature any reader can check over its RFC 8785 bytes, refusals on an altered document (8) or
// another domain (9), an existing key never overwritten, and no socket opened.
import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import canonicalize from "canonicalize";
import { calculateJwkThumbprint } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT } from "@/tests/helpers/cli";
import { jsonOf, runSvc } from "@/tests/helpers/svc";

// Each test runs the client as one or more child processes; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 180_000 });

const NO_SOCKET = path.join(ROOT, "tests/cli/fixtures/no-socket.cjs");
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "svc-declare-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const svc = (args: string[]) => runSvc([...args, "--json"], { nodeArgs: ["--require", NO_SOCKET] });

async function initAndSign(name: string) {
  const dir = path.join(scratch, name);
  await import("node:fs/promises").then((fs) => fs.mkdir(dir));
  const init = await svc([
    "declare",
    "init",
    "--domain",
    "https://www.Lumen-Analytics.example/",
    "--dir",
    dir,
    "--fact",
    "security/data-retention=30 days",
    "--fact",
    "infrastructure/hosting=EU (Frankfurt)",
  ]);
  const sign = await svc(["declare", "sign", "--dir", dir]);
  return { dir, init, sign, file: path.join(dir, "svc-declaration.json"), key: path.join(dir, "svc-declaration-key.pem") };
}

describe("init and sign", () => {
  it("init makes the key pair (private key mode 600) and a document; sign signs its RFC 8785 bytes with that key", async () => {
    const { init, sign, file, key } = await initAndSign("basic");
    expect(init.code).toBe(0);
    expect(init.stderr).not.toMatch(/NETWORK_ATTEMPT/);
    const initDoc = await jsonOf(init, "declare");
    expect(initDoc).toMatchObject({ domain: "lumen-analytics.example", document: file, private_key: key });
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    expect(sign.code).toBe(0);
    const signDoc = await jsonOf(sign, "declare");
    expect(signDoc).toMatchObject({ facts: 2, key_thumbprint: initDoc.key_thumbprint });

    const doc = JSON.parse(await readFile(file, "utf8"));
    // The published document follows its published schema.
    const schema = await runSvc(["schema", "declaration"]);
    const Ajv2020 = (await import("ajv/dist/2020")).default;
    const addFormats = (await import("ajv-formats")).default;
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    expect(ajv.validate(JSON.parse(schema.stdout), doc)).toBe(true);
    expect(doc.facts).toEqual([
      { category: "security", key: "data-retention", label: "Data retention", value: "30 days" },
      { category: "infrastructure", key: "hosting", label: "Hosting", value: "EU (Frankfurt)" },
    ]);
    // Checked here independently: the thumbprint (RFC 7638) and the signature over the canonical bytes.
    expect(doc.signature.key_thumbprint).toBe(await calculateJwkThumbprint(doc.key, "sha256"));
    const { signature, ...body } = doc;
    const publicKey = createPublicKey({ key: doc.key, format: "jwk" });
    expect(verify(null, Buffer.from(canonicalize(body)!), publicKey, Buffer.from(signature.value.slice("ed25519:".length), "base64"))).toBe(
      true,
    );
    // The private key is the one named in the document.
    const priv = await readFile(key, "utf8");
    expect(createPublicKey(priv).export({ format: "jwk" }).x).toBe(doc.key.x);
  });

  it("init never overwrites an existing key", async () => {
    const { dir, key } = await initAndSign("again");
    const before = await readFile(key, "utf8");
    const res = await svc(["declare", "init", "--domain", "lumen-analytics.example", "--dir", dir]);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "declare")).error.message).toMatch(/already exists; it is never overwritten/);
    expect(await readFile(key, "utf8")).toBe(before);
  });

  it("sign refuses a key that is not the document's", async () => {
    const { dir } = await initAndSign("wrong-key");
    const other = path.join(dir, "other.pem");
    await writeFile(other, generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }) as string);
    const res = await svc(["declare", "sign", "--dir", dir, "--key", other]);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "declare")).error.message).toMatch(/is not the key named in/);
  });

  it.each([
    [["--fact", "no-equals-sign"], /category\/key=value/],
    [["--fact", "Security/Data Retention=30 days"], /category must be lower-case letters and digits in words joined by single hyphens/],
    [["--fact", "security/data.retention=30 days"], /key must be lower-case letters and digits in words joined by single hyphens/],
    [["--domain", "10.0.0.1"], /IP address/],
  ])("bad input %j is a usage error", async (extra, message) => {
    const dir = path.join(scratch, `bad-${Math.random().toString(36).slice(2)}`);
    await import("node:fs/promises").then((fs) => fs.mkdir(dir));
    const args = ["declare", "init", "--dir", dir, "--domain", "lumen-analytics.example", ...extra];
    const res = await svc(args);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "declare")).error.message).toMatch(message);
  });
});

describe("verify", () => {
  it("a signed document verifies (0); one changed value is 8; another domain is 9; an unsigned one is 8", async () => {
    const { dir, file } = await initAndSign("verify");
    const ok = await svc(["declare", "verify", file, "--domain", "lumen-analytics.example"]);
    expect(ok.code).toBe(0);
    expect(await jsonOf(ok, "declare")).toMatchObject({ signature_valid: true, domain_matches: true, facts: 2 });

    const other = await svc(["declare", "verify", file, "--domain", "harbor-labs.example"]);
    expect(other.code).toBe(9);
    expect(await jsonOf(other, "declare")).toMatchObject({ signature_valid: true, domain_matches: false });

    const doc = JSON.parse(await readFile(file, "utf8"));
    const altered = path.join(dir, "altered.json");
    await writeFile(altered, JSON.stringify({ ...doc, facts: [{ ...doc.facts[0], value: "31 days" }, doc.facts[1]] }));
    const bad = await svc(["declare", "verify", altered]);
    expect(bad.code).toBe(8);
    expect(await jsonOf(bad, "declare")).toMatchObject({ signature_valid: false, reason: "signature_invalid" });

    const unsigned = path.join(dir, "unsigned.json");
    const { signature: _s, ...body } = doc;
    await writeFile(unsigned, JSON.stringify(body));
    const none = await svc(["declare", "verify", unsigned]);
    expect(none.code).toBe(8);
    expect(await jsonOf(none, "declare")).toMatchObject({ signature_valid: false, reason: "unsigned" });
    for (const r of [ok, other, bad, none]) expect(r.stderr).not.toMatch(/NETWORK_ATTEMPT/);
  });

  it("a document that is not a declaration is a usage error naming the field", async () => {
    const file = path.join(scratch, "not-a-declaration.json");
    await writeFile(file, JSON.stringify({ declaration_version: 1, domain: "x.example", issued_at: "yesterday", facts: [], key: {} }));
    const res = await svc(["declare", "verify", file]);
    expect(res.code).toBe(2);
    expect((await jsonOf(res, "declare")).error.message).toMatch(/issued_at/);
  });
});
