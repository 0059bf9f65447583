// `svc declare init|sign|verify`: a company publishes facts signed with its own key. `init` makes an
// Ed25519 key pair and a declaration document, `sign` signs the document (RFC 8785 bytes), `verify`
// checks a signed document offline. The private key stays on the company's machine: nothing here
// opens a connection, and the service never holds or uses this key.
import { generateKeyPairSync, createPrivateKey } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { clock } from "@/lib/platform/clock";
import { checkDeclaration, publicJwkOf, signDeclaration, keyThumbprint } from "@/lib/witness/declaration/declaration-signature";
import { DeclarationSchema, DeclaredFactSchema, type Declaration } from "@/lib/schemas/declaration";
import { EXIT } from "@/lib/vocabulary/cli-exit-codes";
import type { CommandResult } from "@/lib/transports/cli/command-result";
import { normaliseDomain } from "@/lib/transports/cli/domain-input";
import { replaceJsonFile } from "@/lib/transports/cli/state-file";
import { UsageError } from "@/lib/transports/cli/usage-error";

export const DOCUMENT_FILE = "svc-declaration.json";
export const KEY_FILE = "svc-declaration-key.pem";
const MAX_DOCUMENT_BYTES = 512 * 1024;

function parseFact(text: string): Declaration["facts"][number] {
  const m = /^([^/=]+)\/([^=]+)=(.+)$/s.exec(text);
  if (!m) throw new UsageError(`--fact "${text}": write it as category/key=value`);
  const [, category, key, value] = m;
  const label = key.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
  const parsed = DeclaredFactSchema.safeParse({ category, key, label, value });
  if (!parsed.success) throw new UsageError(`--fact "${text}": ${parsed.error.issues[0].path.join(".")} ${parsed.error.issues[0].message}`);
  return parsed.data;
}

async function writeNew(file: string, text: string, mode: number): Promise<void> {
  try {
    await writeFile(file, text, { flag: "wx", mode });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new UsageError(`${file} already exists; it is never overwritten`);
    throw new UsageError(`${file} cannot be written (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

async function readDocument(file: string): Promise<Declaration> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new UsageError(`${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`);
  }
  if (Buffer.byteLength(text) > MAX_DOCUMENT_BYTES) throw new UsageError(`${file} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON`);
  }
  const parsed = DeclarationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}

export async function runDeclareInit(options: { domain: string; dir: string; fact?: string[] }): Promise<CommandResult> {
  const domain = normaliseDomain(options.domain, "--domain");
  const facts = (options.fact ?? []).map(parseFact);
  const { privateKey } = generateKeyPairSync("ed25519");
  const doc: Declaration = { declaration_version: 1, domain, issued_at: clock().now().toISOString(), facts, key: publicJwkOf(privateKey) };
  const docFile = path.resolve(options.dir, DOCUMENT_FILE);
  const keyFile = path.resolve(options.dir, KEY_FILE);
  // The key first: a document is worthless without it, and an existing key is never replaced.
  await writeNew(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }) as string, 0o600);
  await writeNew(docFile, `${JSON.stringify(doc, null, 2)}\n`, 0o644);
  const thumbprint = await keyThumbprint(doc.key);
  return {
    exit: EXIT.listedWitnessed,
    json: { domain, document: docFile, private_key: keyFile, key_thumbprint: thumbprint },
    text: [
      `Wrote ${docFile} (unsigned) and ${keyFile} (private key, mode 600: keep it; the service never receives it).`,
      `Key thumbprint (RFC 7638): ${thumbprint}`,
      `Next: add your facts, run \`svc declare sign\`, and publish the document at https://${domain}/.well-known/svc-declaration.json`,
    ],
  };
}

export async function runDeclareSign(options: { dir: string; key?: string; document?: string }): Promise<CommandResult> {
  const docFile = path.resolve(options.document ?? path.join(options.dir, DOCUMENT_FILE));
  const keyFile = path.resolve(options.key ?? path.join(options.dir, KEY_FILE));
  const doc = await readDocument(docFile);
  let privateKey;
  try {
    privateKey = createPrivateKey(await readFile(keyFile, "utf8"));
  } catch (err) {
    throw new UsageError(`${keyFile} is not a readable private key (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  if (privateKey.asymmetricKeyType !== "ed25519") throw new UsageError(`${keyFile} is not an Ed25519 key`);
  if (publicJwkOf(privateKey).x !== doc.key.x) throw new UsageError(`${keyFile} is not the key named in ${docFile} (key.x differs)`);
  const signed = await signDeclaration({ ...doc, issued_at: clock().now().toISOString() }, privateKey);
  await replaceJsonFile(docFile, signed, 0o644);
  return {
    exit: EXIT.listedWitnessed,
    json: { document: docFile, domain: signed.domain, facts: signed.facts.length, key_thumbprint: signed.signature!.key_thumbprint },
    text: [
      `Signed ${docFile}: ${signed.facts.length} facts for ${signed.domain}, key ${signed.signature!.key_thumbprint}.`,
      `Publish it at https://${signed.domain}/.well-known/svc-declaration.json`,
    ],
  };
}

export async function runDeclareVerify(file: string, options: { domain?: string }): Promise<CommandResult> {
  const doc = await readDocument(path.resolve(file));
  const check = await checkDeclaration(doc);
  const expected = options.domain === undefined ? undefined : normaliseDomain(options.domain, "--domain");
  const domainMatches = expected === undefined || expected === doc.domain;
  const exit = !check.valid ? EXIT.signatureInvalid : !domainMatches ? EXIT.bindingMismatch : EXIT.listedWitnessed;
  const json = {
    document: path.resolve(file),
    domain: doc.domain,
    facts: doc.facts.length,
    key_thumbprint: check.thumbprint,
    signature_valid: check.valid,
    ...(check.valid ? {} : { reason: check.reason }),
    domain_matches: domainMatches,
  };
  const text = [
    check.valid
      ? `Signature valid: ${doc.facts.length} facts declared by ${doc.domain}, key ${check.thumbprint}.`
      : `Signature NOT valid (${check.reason}) for ${doc.domain}, key ${check.thumbprint}.`,
    ...(domainMatches ? [] : [`The document speaks for ${doc.domain}, not ${expected}.`]),
  ];
  return { exit, json, text };
}
